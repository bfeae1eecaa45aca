import { PageMeta } from '@shop/shared/ui';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';
import header from '../../common/page-header.module.css';
import styles from './contact.module.css';

export function ContactPage() {
  return (
    <div className={header.page}>
      <PageMeta
        title="Contacto"
        description="Escribinos por WhatsApp, llamanos o visitanos: te asesoramos con tu bicicleta y tus accesorios."
        canonicalPath="/contacto"
      />
      <header className={styles.intro}>
        <h1 className={header.title}>Contacto</h1>
        <p className={header.lead}>
          ¿Buscás una bici, un repuesto o un service? Dejanos tu consulta y te respondemos por WhatsApp.
        </p>
      </header>
      <div className={styles.layout}>
        <ContactForm />
        <ContactDetails />
      </div>
    </div>
  );
}
