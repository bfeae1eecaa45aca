import { Link } from '@shop/shared/router';
import { useAdminRevocationsQuery } from '../../common/revocations/revocations-api';
import { PanelSection } from './panel-section';

/** How many requests wait for the shop, as the panel says it. */
function receivedSummary(total: number | undefined): string {
  if (total === undefined) return 'Solicitudes del Botón de arrepentimiento.';
  if (total === 0) return 'No hay solicitudes recibidas sin atender.';
  return total === 1 ? '1 solicitud recibida sin atender.' : `${total} solicitudes recibidas sin atender.`;
}

/** The panel's card of the revocation form: the requests still 'recibida', and the way to the list. */
export function ReceivedRevocations({ actionClassName }: { actionClassName?: string }) {
  const total = useAdminRevocationsQuery('recibida', { refetchOnMountOrArgChange: true }).currentData?.total;
  return (
    <PanelSection title="Arrepentimientos" summary={receivedSummary(total)}>
      <Link className={actionClassName} to="/admin/arrepentimientos">
        Ver solicitudes
      </Link>
    </PanelSection>
  );
}
