import { enquiryRatio, INSIGHT_PERIODS, type InsightPeriod, type MostEnquiredItem } from '@shop/contract';
import { useState } from 'react';
import { errorMessage } from '@shop/shared/api';
import { formatNumber } from '@shop/shared/domain';
import { Link } from '@shop/shared/router';
import { adminEditPath, useAdminInsightsMostEnquiredQuery } from '../../common/insights/insights-api';
import { personCount } from '../../common/insights/person-count';
import { PeriodSection } from './period-section';
import figures from './period-section.module.css';
import styles from './most-enquired.module.css';

/** Chat clicks per view as a percentage ('12,5 %'), or '—' without views. */
function ratioText(item: MostEnquiredItem): string {
  const ratio = enquiryRatio(item);
  return ratio === null ? '—' : `${formatNumber(ratio * 100, 1)} %`;
}

function MostEnquiredTable({ items, period }: { items: readonly MostEnquiredItem[]; period: InsightPeriod }) {
  if (items.length === 0) return <p className={figures.note}>Todavía no hay vistas ni consultas en estos días.</p>;
  return (
    <table className={figures.table}>
      <caption className={figures.caption}>Más consultados de los últimos {period} días</caption>
      <thead>
        <tr>
          <th scope="col">Producto</th>
          <th scope="col">Vistas</th>
          <th scope="col">Consultas</th>
          <th scope="col">Consultas por vista</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={`${item.tipo}-${item.id}`}>
            <th scope="row">
              <Link to={adminEditPath(item.tipo, item.id, item.nombre)}>{item.nombre}</Link>
              <span className={styles.kind}>{item.tipo === 'bicicleta' ? 'Bicicleta' : 'Accesorio'}</span>
            </th>
            <td>{personCount(item.vistas)}</td>
            <td>{personCount(item.consultas)}</td>
            <td>{ratioText(item)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** 'Más consultados': the products the most people asked about over the last 7 or 30 days. */
export function MostEnquired() {
  const [period, setPeriod] = useState<InsightPeriod>(7);
  const answer = useAdminInsightsMostEnquiredQuery(period, { refetchOnMountOrArgChange: true });
  return (
    <PeriodSection
      id="mas-consultados"
      title="Más consultados"
      periods={INSIGHT_PERIODS}
      period={period}
      onPeriodChange={setPeriod}
    >
      {answer.isError ? (
        <p className={figures.note}>
          No se pudieron cargar las consultas: {errorMessage(answer.error, 'Error al cargar')}
        </p>
      ) : answer.currentData ? (
        <MostEnquiredTable items={answer.currentData.items} period={answer.currentData.dias} />
      ) : (
        <p className={figures.note} role="status">
          Cargando…
        </p>
      )}
    </PeriodSection>
  );
}
