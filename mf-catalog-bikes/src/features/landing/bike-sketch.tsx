import type { BikeCategory } from '@shop/shared/domain';
import styles from './bike-sketch.module.css';

interface Sketch {
  /** Wheel centres and radius. */
  wheels: { rear: [number, number]; front: [number, number]; radius: number };
  tire: number;
  frame: string;
  cockpit: string;
  extras?: string;
}

// Line drawings in a 160×100 box: rear wheel on the left, front wheel on the right.
const SKETCHES: Record<BikeCategory, Sketch> = {
  MTB: {
    wheels: { rear: [38, 68], front: [122, 68], radius: 26 },
    tire: 6,
    frame: 'M38 68 L76 70 L66 36 Z M66 42 L109 36 M76 70 L111 46 M109 34 L112 47 M112 47 L122 68',
    cockpit: 'M66 36 L64 28 M56 27 H73 M109 34 L111 26 M101 25 H122',
  },
  URBANO: {
    wheels: { rear: [38, 68], front: [122, 68], radius: 26 },
    tire: 3.5,
    frame: 'M38 68 L76 70 L68 38 L38 68 M70 46 Q74 66 78 70 Q92 58 110 42 M108 36 L112 48 L122 68',
    cockpit: 'M68 38 L66 29 M58 28 H74 M108 36 L106 27 Q112 24 118 27',
    extras: 'M8 58 A32 32 0 0 1 66 52 M94 52 A32 32 0 0 1 150 58 M114 30 H136 L133 42 H117 Z',
  },
  BMX: {
    wheels: { rear: [44, 74], front: [118, 74], radius: 20 },
    tire: 5.5,
    frame: 'M44 74 L78 74 L70 50 Z M70 50 L106 46 M78 74 L108 54 M106 44 L109 56 L118 74',
    cockpit: 'M70 50 L68 44 M60 43 H76 M106 44 L104 28 M96 28 H116 M100 36 H110',
  },
  RUTA: {
    wheels: { rear: [38, 68], front: [122, 68], radius: 27 },
    tire: 2.5,
    frame: 'M38 68 L78 70 L68 36 Z M68 36 L110 34 M78 70 L112 44 M110 32 L113 45 L122 68',
    cockpit: 'M68 36 L66 27 M58 26 H74 M110 32 L116 29 H122 Q128 29 128 35 Q128 40 123 40',
  },
  KIDS: {
    wheels: { rear: [50, 72], front: [112, 72], radius: 18 },
    tire: 5,
    frame: 'M50 72 L78 74 L72 50 Z M74 56 Q84 70 78 74 M74 56 L102 50 M100 46 L104 56 L112 72',
    cockpit: 'M72 50 L70 42 M62 41 H78 M100 46 L98 36 Q104 33 110 36',
    extras: 'M50 72 L38 82 M38 82 m-6 0 a6 6 0 1 0 12 0 a6 6 0 1 0 -12 0',
  },
};

/** A simple line drawing of a bicycle of that category. */
export function BikeSketch({ category }: { category: BikeCategory }) {
  const { wheels, tire, frame, cockpit, extras } = SKETCHES[category];
  return (
    <svg viewBox="0 0 160 100" width="160" height="100" focusable="false">
      <g className={styles.wheel} strokeWidth={tire}>
        <circle cx={wheels.rear[0]} cy={wheels.rear[1]} r={wheels.radius} />
        <circle cx={wheels.front[0]} cy={wheels.front[1]} r={wheels.radius} />
      </g>
      <g className={styles.hub}>
        <circle cx={wheels.rear[0]} cy={wheels.rear[1]} r="2.5" />
        <circle cx={wheels.front[0]} cy={wheels.front[1]} r="2.5" />
      </g>
      <path className={styles.frame} d={frame} />
      <path className={styles.cockpit} d={cockpit} />
      {extras && <path className={styles.extras} d={extras} />}
    </svg>
  );
}
