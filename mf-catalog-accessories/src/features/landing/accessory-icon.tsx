import styles from './accessory-icon.module.css';

// Line drawings in a 96×64 box, keyed by category slug: `line` in the brand colour, `detail` in the accent.
const DRAWINGS: Record<string, { line: string; detail: string }> = {
  infladores: {
    line: 'M40 14 V54 M34 54 H46 M40 14 H28 M40 14 H52 M36 20 H44 V50 H36 Z',
    detail: 'M44 44 Q62 48 60 30 Q58 18 70 18',
  },
  cascos: {
    line: 'M22 42 Q22 16 50 16 Q74 16 76 38 L70 42 Z',
    detail: 'M34 24 L40 34 M48 20 L50 32 M60 22 L58 33 M30 42 Q36 54 48 52',
  },
  luces: {
    line: 'M20 24 H46 Q52 24 52 30 V34 Q52 40 46 40 H20 Q14 40 14 34 V30 Q14 24 20 24 Z M30 40 V48',
    detail: 'M60 24 L80 18 M60 32 H82 M60 40 L80 46',
  },
  guardabarros: {
    line: 'M24 52 A24 24 0 1 1 72 52',
    detail: 'M16 44 A32 32 0 0 1 78 30 M48 52 m-4 0 a4 4 0 1 0 8 0 a4 4 0 1 0 -8 0',
  },
  seguridad: {
    line: 'M32 32 V22 Q32 10 48 10 Q64 10 64 22 V32 M38 32 V23 Q38 16 48 16 Q58 16 58 23 V32',
    detail: 'M26 32 H70 V56 H26 Z M48 40 V48',
  },
  'pie-de-apoyo': {
    line: 'M52 30 m-20 0 a20 20 0 1 0 40 0 a20 20 0 1 0 -40 0 M52 30 L36 58',
    detail: 'M30 58 H44 M20 60 H80',
  },
  punos: {
    line: 'M10 32 H86',
    detail:
      'M14 26 H34 Q38 26 38 32 Q38 38 34 38 H14 Z M62 26 H82 Q86 26 86 32 Q86 38 82 38 H62 Q58 38 58 32 Q58 26 62 26 Z',
  },
  estabilizadores: {
    line: 'M28 50 m-10 0 a10 10 0 1 0 20 0 a10 10 0 1 0 -20 0 M28 50 L60 22 H76',
    detail: 'M66 50 m-10 0 a10 10 0 1 0 20 0 a10 10 0 1 0 -20 0 M66 50 L60 22',
  },
};

/** A simple line drawing of an accessory category; nothing for a category without one. */
export function AccessoryIcon({ slug }: { slug: string }) {
  const drawing = DRAWINGS[slug];
  if (!drawing) return null;
  return (
    <svg viewBox="0 0 96 64" width="96" height="64" focusable="false">
      <path className={styles.line} d={drawing.line} />
      <path className={styles.detail} d={drawing.detail} />
    </svg>
  );
}
