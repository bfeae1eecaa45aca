import { Link } from '@shop/shared/router';
import { siteConfig } from '@shop/shared/config';
import {
  CONSUMER_DEFENCE_LINK_TEXT,
  CONSUMER_DEFENCE_URL,
  phoneHref,
  REVOCATION_LINK_TEXT,
  REVOCATION_PATH,
} from '@shop/shared/domain';
import { ChatButton } from '@shop/shared/ui';
import styles from './site-footer.module.css';

const CHAT_MESSAGE = 'Hola! Quería hacer una consulta.';

/** Addresses, contact, site links, social networks, the consumer's rights and the copyright. */
export function SiteFooter() {
  const year = new Date().getFullYear();

  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <section aria-labelledby="footer-addresses">
          <h2 id="footer-addresses" className={styles.heading}>
            Dónde estamos
          </h2>
          <ul className={styles.list}>
            <li>{siteConfig.contact.address}</li>
            {siteConfig.locations.map((location) => (
              <li key={location.id}>
                <strong className={styles.place}>{location.title}</strong>
                {location.address}, {location.neighborhood}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            Contacto
          </h2>
          <ul className={styles.list}>
            <li>
              <a className={styles.link} href={`mailto:${siteConfig.email}`}>
                {siteConfig.email}
              </a>
            </li>
            <li>
              <a className={styles.link} href={phoneHref(siteConfig.phone)}>
                {siteConfig.phone}
              </a>
            </li>
          </ul>
          <ChatButton message={CHAT_MESSAGE}>Escribinos por WhatsApp</ChatButton>
        </section>
        <nav aria-labelledby="footer-site">
          <h2 id="footer-site" className={styles.heading}>
            El sitio
          </h2>
          <ul className={styles.list}>
            <li>
              <Link className={styles.link} to="/bicicletas">
                Catálogo
              </Link>
            </li>
            <li>
              <Link className={styles.link} to="/ubicacion">
                Puntos de venta
              </Link>
            </li>
            <li>
              <Link className={styles.link} to="/contacto">
                Contacto
              </Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className={styles.heading}>
            Seguinos
          </h2>
          <ul className={styles.list}>
            {siteConfig.social.map((social) => (
              <li key={social.url}>
                <a className={styles.link} href={social.url} target="_blank" rel="noopener noreferrer">
                  {social.name}
                  <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <nav aria-label="Tus derechos" className={styles.rights}>
        <Link className={styles.link} to={REVOCATION_PATH}>
          {REVOCATION_LINK_TEXT}
        </Link>
        <a className={styles.link} href={CONSUMER_DEFENCE_URL} target="_blank" rel="noopener noreferrer">
          {CONSUMER_DEFENCE_LINK_TEXT}
          <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
        </a>
      </nav>
      <p className={styles.copyright}>
        © {year} {siteConfig.shopName}
      </p>
    </footer>
  );
}
