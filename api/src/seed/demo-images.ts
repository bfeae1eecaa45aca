/** Drawings for the demo catalogue, made here so that a fresh clone downloads nothing. */

const BACKGROUNDS = ['#f1f5f9', '#fef3c7', '#e0f2fe', '#ecfccb', '#fce7f3', '#ede9fe'];

function background(seed: number, width: number, height: number): string {
  const colour = BACKGROUNDS[seed % BACKGROUNDS.length];
  return `<rect width="${width}" height="${height}" fill="${colour}"/>
    <circle cx="${width * 0.82}" cy="${height * 0.2}" r="${height * 0.32}" fill="#ffffff" opacity="0.6"/>
    <rect y="${height * 0.86}" width="${width}" height="${height * 0.14}" fill="#cbd5e1"/>`;
}

/** A side view of a bicycle in its frame colour; `variant` moves the camera a little. */
export function bicycleSvg(frame: string, seed: number, variant = 0): string {
  const width = 1200;
  const height = 900;
  const wheel = variant % 2 === 0 ? 190 : 175;
  const rear = { x: 330 + variant * 20, y: 610 };
  const front = { x: 870 - variant * 20, y: 610 };
  const crank = { x: 560, y: 610 };
  const seat = { x: 500, y: 350 };
  const head = { x: 790, y: 360 };
  const line = (a: { x: number; y: number }, b: { x: number; y: number }, w = 22, colour = frame) =>
    `<line x1="${a.x}" y1="${a.y}" x2="${b.x}" y2="${b.y}" stroke="${colour}" stroke-width="${w}" stroke-linecap="round"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    ${background(seed, width, height)}
    <g fill="none" stroke="#1f2937" stroke-width="18">
      <circle cx="${rear.x}" cy="${rear.y}" r="${wheel}"/>
      <circle cx="${front.x}" cy="${front.y}" r="${wheel}"/>
    </g>
    <g fill="none" stroke="#94a3b8" stroke-width="4">
      <circle cx="${rear.x}" cy="${rear.y}" r="${wheel - 30}"/>
      <circle cx="${front.x}" cy="${front.y}" r="${wheel - 30}"/>
    </g>
    ${line(rear, crank)}${line(crank, seat)}${line(seat, rear)}${line(seat, head)}${line(crank, head)}${line(head, front)}
    ${line(seat, { x: seat.x - 20, y: seat.y - 50 }, 14, '#1f2937')}
    <rect x="${seat.x - 80}" y="${seat.y - 75}" width="120" height="28" rx="14" fill="#111827"/>
    ${line(head, { x: head.x + 10, y: head.y - 70 }, 14, '#1f2937')}
    ${line({ x: head.x - 50, y: head.y - 75 }, { x: head.x + 70, y: head.y - 70 }, 14, '#1f2937')}
    <circle cx="${crank.x}" cy="${crank.y}" r="36" fill="#334155"/>
  </svg>`;
}

/** A simple emblem for an accessory: a rounded object in its colour with a highlight. */
export function accessorySvg(colour: string, seed: number, variant = 0): string {
  const size = 900;
  const shape =
    seed % 3 === 0
      ? `<rect x="270" y="${230 + variant * 20}" width="360" height="440" rx="90" fill="${colour}"/>`
      : seed % 3 === 1
        ? `<ellipse cx="450" cy="${450 + variant * 15}" rx="250" ry="190" fill="${colour}"/>`
        : `<path d="M230 620 Q450 ${170 + variant * 30} 670 620 Z" fill="${colour}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
    ${background(seed + variant, size, size)}
    <ellipse cx="450" cy="760" rx="260" ry="30" fill="#94a3b8" opacity="0.5"/>
    ${shape}
    <ellipse cx="380" cy="360" rx="60" ry="30" fill="#ffffff" opacity="0.45"/>
  </svg>`;
}

/** A wide banner drawing for the home tiles. */
export function bannerSvg(colour: string, seed: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
    <rect width="1600" height="900" fill="${colour}"/>
    <circle cx="${1200 - seed * 120}" cy="300" r="420" fill="#ffffff" opacity="0.12"/>
    <circle cx="${300 + seed * 150}" cy="760" r="260" fill="#000000" opacity="0.12"/>
    <path d="M0 700 Q400 560 800 700 T1600 700 V900 H0 Z" fill="#000000" opacity="0.18"/>
  </svg>`;
}
