import type { DailyCounts } from '@shop/contract';
import { personCount } from './person-count';
import styles from './events-sparkline.module.css';

const WIDTH = 240;
const HEIGHT = 48;
/** Room for the stroke at the top and bottom. */
const PAD = 2;

/** The polyline's points for one count over the days, scaled to the tallest count of both lines. */
function points(values: readonly number[], tallest: number): string {
  const step = values.length > 1 ? WIDTH / (values.length - 1) : 0;
  return values
    .map(
      (value, day) =>
        `${(day * step).toFixed(1)},${(HEIGHT - PAD - (value / tallest) * (HEIGHT - 2 * PAD)).toFixed(1)}`,
    )
    .join(' ');
}

/** What the chart shows, in words: the people of each day, summed over the period. */
export function sparklineSummary(days: readonly DailyCounts[]): string {
  const views = days.reduce((sum, day) => sum + day.vistas, 0);
  const chats = days.reduce((sum, day) => sum + day.consultas, 0);
  return (
    `Últimos ${days.length} días: ${personCount(views)} ${views === 1 ? 'vio' : 'vieron'} la ficha y ` +
    `${personCount(chats)} ${chats === 1 ? 'consultó' : 'consultaron'}.`
  );
}

/** Views and chat clicks day by day, as two lines; the summary is its accessible name and is shown beside it. */
export function EventsSparkline({ days }: { days: readonly DailyCounts[] }) {
  const tallest = Math.max(1, ...days.map((day) => Math.max(day.vistas, day.consultas)));
  const summary = sparklineSummary(days);
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.chart}
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
      >
        <polyline
          className={styles.views}
          points={points(
            days.map((day) => day.vistas),
            tallest,
          )}
        />
        <polyline
          className={styles.chats}
          points={points(
            days.map((day) => day.consultas),
            tallest,
          )}
        />
      </svg>
      <figcaption className={styles.caption}>
        {summary}{' '}
        <span className={styles.legend}>
          <span className={styles.viewsKey} aria-hidden="true" /> vistas{' '}
          <span className={styles.chatsKey} aria-hidden="true" /> consultas
        </span>
      </figcaption>
    </figure>
  );
}
