import { siteConfig } from '@shop/shared/config';
import { directionsUrl, mapEmbedUrl, phoneHref } from '@shop/shared/domain';
import { MapEmbed } from '../../common/map-embed';
import { OpeningHoursList } from '../../common/opening-hours-list';
import styles from './contact.module.css';

const CONTACT_ZOOM = 16;
const NEW_TAB = <span className="visually-hidden"> (se abre en una pestaña nueva)</span>;

/** Address, hours, phone, e-mail and the map of the shop. */
export function ContactDetails() {
  const { address, lat, lng, mapsPlaceUrl } = siteConfig.contact;

  return (
    <section className={styles.card} aria-labelledby="contact-details-title">
      <h2 id="contact-details-title" className={styles.cardTitle}>
        Visitanos
      </h2>
      <dl className={styles.details}>
        <dt>Dirección</dt>
        <dd>{address}</dd>
        <dt>Horarios</dt>
        <dd>
          <OpeningHoursList className={styles.hours} />
        </dd>
        <dt>Teléfono</dt>
        <dd>
          <a href={phoneHref(siteConfig.phone)}>{siteConfig.phone}</a>
        </dd>
        <dt>E-mail</dt>
        <dd>
          <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a>
        </dd>
      </dl>
      <MapEmbed className={styles.map} src={mapEmbedUrl(lat, lng, CONTACT_ZOOM)} title={`Mapa: ${address}`} />
      <div className={styles.mapLinks}>
        <a className={styles.mapLink} href={mapsPlaceUrl} target="_blank" rel="noopener noreferrer">
          Ver lugar{NEW_TAB}
        </a>
        <a className={styles.mapLink} href={directionsUrl(lat, lng)} target="_blank" rel="noopener noreferrer">
          Cómo llegar{NEW_TAB}
        </a>
      </div>
    </section>
  );
}
