import { BIKE_CATEGORIES, ACCESSORY_CATEGORIES } from '@shop/shared/domain';
import { PageMeta } from '@shop/shared/ui';
import { Link } from '@shop/shared/router';
import { AccountSection } from './account-section';
import { CatalogueActions } from './catalogue-actions';
import { PanelNumbers } from './catalogue-numbers';
import { LastBackup } from './last-backup';
import { MostEnquired } from './most-enquired';
import { PanelHeader } from './panel-header';
import { PanelHelp } from './panel-help';
import { PanelSection } from './panel-section';
import { ReceivedRevocations } from './received-revocations';
import { SiteSpeed } from './site-speed';
import { usePanelSessionCheck } from './use-panel-session-check';
import styles from './admin-panel-page.module.css';

const ACCESSORY_NAMES = ACCESSORY_CATEGORIES.map((category) => category.name);

export function AdminPanelPage() {
  usePanelSessionCheck();

  return (
    <div className={styles.page}>
      <PageMeta title="Panel de administración" noindex />
      <PanelHeader />
      <PanelHelp />
      <PanelNumbers />
      <MostEnquired />
      <LastBackup />
      <SiteSpeed />
      <div className={styles.sections}>
        <PanelSection title="Inicio del sitio" summary="Las portadas de la página de inicio.">
          <Link className={styles.action} to="/admin/home/portadas-secundarias">
            Cambiar portadas secundarias
          </Link>
        </PanelSection>
        <PanelSection title="Bicicletas" summary="Cargá, editá o eliminá bicicletas.">
          <CatalogueActions
            addLabel="Agregar nueva"
            categories={BIKE_CATEGORIES}
            newPath="/admin/bicicletas/nueva"
            editPath="/admin/bicicletas/editar"
          />
        </PanelSection>
        <PanelSection title="Accesorios" summary="Cargá, editá o eliminá accesorios.">
          <CatalogueActions
            addLabel="Agregar nuevo"
            categories={ACCESSORY_NAMES}
            newPath="/admin/accesorios/nuevo"
            editPath="/admin/accesorios/editar"
          />
        </PanelSection>
        <ReceivedRevocations actionClassName={styles.action} />
        <PanelSection title="Envíos" summary="Las zonas por código postal, con su costo y sus días.">
          <Link className={styles.action} to="/admin/envios">
            Editar zonas de envío
          </Link>
        </PanelSection>
        <PanelSection title="Tu cuenta" summary="Tu contraseña y tus sesiones abiertas.">
          <AccountSection />
        </PanelSection>
      </div>
    </div>
  );
}
