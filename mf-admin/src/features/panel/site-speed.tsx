import { type RouteVitals, VITAL_METRICS, VITAL_SPECS, type VitalMetric, VITALS_PERIODS } from '@shop/contract';
import { useState } from 'react';
import { errorMessage } from '@shop/shared/api';
import { formatNumber } from '@shop/shared/domain';
import { useAdminSiteSpeedQuery } from './site-speed-api';
import { ratedVital, thresholdsText } from './site-speed-values';
import { PeriodSection } from './period-section';
import figures from './period-section.module.css';
import styles from './site-speed.module.css';

function VitalCell({ metric, p75 }: { metric: VitalMetric; p75: number | null }) {
  if (p75 === null) return <td className={styles.none}>—</td>;
  const { text, rating, label } = ratedVital(metric, p75);
  return (
    <td className={styles[rating]}>
      {text} <span className={styles.rating}>{label}</span>
    </td>
  );
}

function errorsText({ js, carga }: RouteVitals['errores']): string {
  if (js + carga === 0) return '0';
  return `${formatNumber(js + carga)} (${formatNumber(js)} JS, ${formatNumber(carga)} de carga)`;
}

function SiteSpeedTable({ routes, period }: { routes: readonly RouteVitals[]; period: number }) {
  if (routes.length === 0) return <p className={figures.note}>Todavía no hay mediciones.</p>;
  return (
    <div className={styles.scroll}>
      <table className={figures.table}>
        <caption className={figures.caption}>Percentil 75 por ruta, de los últimos {period} días</caption>
        <thead>
          <tr>
            <th scope="col">Ruta</th>
            <th scope="col">Visitas</th>
            {VITAL_METRICS.map((metric) => (
              <th key={metric} scope="col">
                {VITAL_SPECS[metric].name}
              </th>
            ))}
            <th scope="col">Errores</th>
          </tr>
        </thead>
        <tbody>
          {routes.map((route) => (
            <tr key={route.ruta}>
              <th scope="row">
                <code>{route.ruta}</code>
              </th>
              <td>{formatNumber(route.muestras)}</td>
              {VITAL_METRICS.map((metric) => (
                <VitalCell key={metric} metric={metric} p75={route.metricas[metric].p75} />
              ))}
              <td>{errorsText(route.errores)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Thresholds() {
  return (
    <details className={styles.legend}>
      <summary>Cómo se lee</summary>
      <p>
        Visitas reales medidas (una muestra de ellas). Cada valor es el percentil 75: tres de cada cuatro visitas fueron
        así de rápidas o más (redondeado hacia arriba al tramo en que se guarda).
      </p>
      <ul>
        {VITAL_METRICS.map((metric) => (
          <li key={metric}>
            <strong>{VITAL_SPECS[metric].name}</strong>, {VITAL_SPECS[metric].label}: {thresholdsText(metric)}; entre
            los dos, Mejorable.
          </li>
        ))}
      </ul>
    </details>
  );
}

/** 'Velocidad del sitio': how fast the storefront is for real shoppers, per route, over the last 7 or 28 days. */
export function SiteSpeed() {
  const [period, setPeriod] = useState<(typeof VITALS_PERIODS)[number]>(7);
  const answer = useAdminSiteSpeedQuery(period, { refetchOnMountOrArgChange: true });
  return (
    <PeriodSection
      id="velocidad-del-sitio"
      title="Velocidad del sitio"
      periods={VITALS_PERIODS}
      period={period}
      onPeriodChange={setPeriod}
    >
      {answer.isError ? (
        <p className={figures.note}>
          No se pudieron cargar las mediciones: {errorMessage(answer.error, 'Error al cargar')}
        </p>
      ) : answer.currentData ? (
        <SiteSpeedTable routes={answer.currentData.rutas} period={answer.currentData.dias} />
      ) : (
        <p className={figures.note} role="status">
          Cargando…
        </p>
      )}
      <Thresholds />
    </PeriodSection>
  );
}
