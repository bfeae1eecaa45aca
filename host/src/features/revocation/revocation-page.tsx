import { PageMeta } from '@shop/shared/ui';
import { REVOCATION_LINK_TEXT, REVOCATION_PATH } from '@shop/shared/domain';
import { RevocationForm } from './revocation-form';
import header from '../../common/page-header.module.css';
import styles from './revocation.module.css';

/** The 'Botón de arrepentimiento' (Resolución 424/2020): anyone who bought at a distance may undo the purchase. */
export function RevocationPage() {
  return (
    <div className={header.page}>
      <PageMeta
        title={REVOCATION_LINK_TEXT}
        description="Arrepentite de una compra dentro de los 10 días corridos desde la entrega o la compra, sin costo y sin dar motivos."
        canonicalPath={REVOCATION_PATH}
      />
      <header className={styles.intro}>
        <h1 className={header.title}>{REVOCATION_LINK_TEXT}</h1>
        <p className={header.lead}>
          Si compraste a distancia (por la web, por WhatsApp o por teléfono), podés arrepentirte de la compra dentro de
          los 10 días corridos desde que recibiste el producto o desde la compra, lo que pase último. No tiene costo y
          no tenés que explicar el motivo.
        </p>
      </header>
      <RevocationForm />
    </div>
  );
}
