import { ENQUIRY_PATH, lineKey, selectEnquiryLines, selectEnquiryRestored } from '@shop/shared/enquiry';
import { bestInstalmentText, formatPrice, taxFreePriceText } from '@shop/shared/domain';
import { Link } from '@shop/shared/router';
import { useAppSelector } from '@shop/shared/store';
import { ChatButton, PageMeta, TaxNote } from '@shop/shared/ui';
import { EnquiryLineRow } from './enquiry-line-row';
import { enquiryMessage, enquiryTotal, enquiryTotalWithoutTaxes } from './enquiry-message';
import header from '../../common/page-header.module.css';
import styles from './enquiry-page.module.css';

function EmptyEnquiry() {
  return (
    <div className={styles.empty}>
      <p>
        Tu consulta está vacía. Agregá bicicletas y accesorios desde su página y mandalos juntos en un solo mensaje.
      </p>
      <p className={styles.browse}>
        <Link to="/catalogo-bicicletas">Ver bicicletas</Link>
        <Link to="/catalogo-accesorios">Ver accesorios</Link>
      </p>
    </div>
  );
}

/** '/mi-consulta': the products the shopper gathered, sent to the shop as one chat message. */
export function EnquiryPage() {
  const lines = useAppSelector(selectEnquiryLines);
  const restored = useAppSelector(selectEnquiryRestored);
  const sent = lines.filter((line) => !line.gone);
  const total = enquiryTotal(sent);
  const instalments = bestInstalmentText(total);

  return (
    <div className={header.page}>
      <PageMeta
        title="Mi consulta"
        description="Los productos que elegiste, para consultarlos juntos por WhatsApp."
        canonicalPath={ENQUIRY_PATH}
        noindex
      />
      <header>
        <h1 className={header.title}>Mi consulta</h1>
        <p className={header.lead}>Revisá los productos y mandanos la lista en un solo mensaje por WhatsApp.</p>
      </header>
      {!restored ? (
        <>
          <p className={styles.loading}>Cargando tu consulta…</p>
          <p className={styles.needsScripts}>
            Tu consulta se guarda en este navegador: para verla necesitás activar JavaScript.
          </p>
        </>
      ) : lines.length === 0 ? (
        <EmptyEnquiry />
      ) : (
        <section aria-label="Productos de tu consulta" className={styles.list}>
          <ul className={styles.lines}>
            {lines.map((line) => (
              <EnquiryLineRow key={lineKey(line)} line={line} />
            ))}
          </ul>
          {total !== null && (
            <p className={styles.total}>
              Total: <strong>{formatPrice(total)}</strong>
              {instalments && <span className={styles.instalments}>o {instalments}</span>}
            </p>
          )}
          {total !== null && <TaxNote text={taxFreePriceText(enquiryTotalWithoutTaxes(sent))} />}
          {sent.length > 0 && <ChatButton message={enquiryMessage(sent)}>Enviar consulta por WhatsApp</ChatButton>}
        </section>
      )}
    </div>
  );
}
