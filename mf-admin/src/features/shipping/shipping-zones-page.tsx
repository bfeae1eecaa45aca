import { useState } from 'react';
import { type ShippingTableProblem, type ShippingZone, shippingTableProblem } from '@shop/contract';
import { errorMessage, isApiError } from '@shop/shared/api';
import { PageMeta } from '@shop/shared/ui';
import { useAdminSaveShippingZonesMutation, useAdminShippingZonesQuery } from '../../common/shipping/shipping-api';
import buttons from '../../common/ui/buttons.module.css';
import page from '../../common/ui/admin-page.module.css';
import { ErrorBanner, SuccessBanner } from '../../common/ui/status-banner';
import { EMPTY_ROW, toRow, toZone, type ZoneRow } from './zone-rows';
import { ZoneTable } from './zone-table';

/** What saving did: the refusal (with the field, when the API or the check names one) or the confirmation. */
type Outcome = { problem: ShippingTableProblem } | { saved: true } | null;

function refusal(caught: unknown): ShippingTableProblem {
  const error = errorMessage(caught, 'No se pudieron guardar las zonas.');
  return { error, campo: isApiError(caught) && caught.field ? caught.field : 'zonas' };
}

/** The table's editor, from the zones the API answered: rows to change, add or remove, saved whole. */
function ZoneEditor({ initial }: { initial: ShippingZone[] }) {
  const [save, { isLoading }] = useAdminSaveShippingZonesMutation();
  const [rows, setRows] = useState<ZoneRow[]>(() => initial.map(toRow));
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function submit() {
    const zones = rows.map(toZone);
    const problem = shippingTableProblem(zones);
    if (problem) return setOutcome({ problem });
    try {
      const saved = await save(zones).unwrap();
      setRows(saved.zonas.map(toRow));
      setOutcome({ saved: true });
    } catch (caught: unknown) {
      setOutcome({ problem: refusal(caught) });
    }
  }

  const problem = outcome && 'problem' in outcome ? outcome.problem : null;
  const edit = (next: ZoneRow[]) => {
    setRows(next);
    setOutcome(null);
  };

  return (
    <>
      {problem && <ErrorBanner>{problem.error}</ErrorBanner>}
      {outcome && 'saved' in outcome && <SuccessBanner title="Zonas de envío guardadas." />}
      <form
        className={page.card}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <ZoneTable
          rows={rows}
          problem={problem}
          onChange={(index, row) => edit(rows.map((old, at) => (at === index ? row : old)))}
          onRemove={(index) => edit(rows.filter((_, at) => at !== index))}
        />
        <div>
          <button type="button" className={buttons.secondary} onClick={() => edit([...rows, EMPTY_ROW])}>
            Agregar zona
          </button>{' '}
          <button type="submit" className={buttons.primary} disabled={isLoading}>
            Guardar zonas
          </button>
        </div>
      </form>
    </>
  );
}

/** The shipping zones by postcode range the product pages quote from: the owner edits and saves the whole table. */
export function ShippingZonesPage() {
  const answer = useAdminShippingZonesQuery(undefined, { refetchOnMountOrArgChange: true });

  return (
    <div className={page.page}>
      <PageMeta title="Zonas de envío" noindex />
      <header className={page.header}>
        <h1 className={page.title}>Zonas de envío</h1>
      </header>
      <p>Cada zona es un rango de códigos postales (4 dígitos) con su costo y sus días. Los rangos no se superponen.</p>
      {answer.isError && <ErrorBanner>{errorMessage(answer.error, 'No se pudieron cargar las zonas.')}</ErrorBanner>}
      {answer.data && <ZoneEditor initial={answer.data.zonas} />}
    </div>
  );
}
