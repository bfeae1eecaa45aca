import type { ShopLocation } from '@shop/shared/config';
import { directionsUrl, mapEmbedUrl, phoneHref } from '@shop/shared/domain';
import { MapEmbed } from '../../common/map-embed';
import { OpeningHoursList } from '../../common/opening-hours-list';
import styles from './locations.module.css';

const DEFAULT_ZOOM = 14;
const NEW_TAB = <span className="visually-hidden"> (se abre en una pestaña nueva)</span>;

export function LocationCard({ location }: { location: ShopLocation }) {
  const titleId = `location-${location.id}`;

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <MapEmbed
        className={styles.map}
        src={mapEmbedUrl(location.lat, location.lng, location.zoom ?? DEFAULT_ZOOM)}
        title={`Mapa de ${location.title}: ${location.address}`}
      />
      <div className={styles.body}>
        <h2 id={titleId} className={styles.cardTitle}>
          {location.title}
        </h2>
        <p className={styles.tagline}>{location.tagline}</p>
        <address className={styles.address}>
          {location.address}
          <br />
          {location.neighborhood}, {location.city}
        </address>
        <OpeningHoursList className={styles.hours} label="Horarios" />
        <ul className={styles.contact}>
          <li>
            <a href={phoneHref(location.phone)}>{location.phone}</a>
          </li>
          <li>
            <a href={`mailto:${location.email}`}>{location.email}</a>
          </li>
        </ul>
        <div className={styles.actions}>
          <a
            className={styles.primary}
            href={directionsUrl(location.lat, location.lng)}
            target="_blank"
            rel="noopener noreferrer"
          >
            Cómo llegar{NEW_TAB}
          </a>
          <a className={styles.secondary} href={location.mapsPlaceUrl} target="_blank" rel="noopener noreferrer">
            Ver en Google Maps{NEW_TAB}
          </a>
        </div>
      </div>
    </article>
  );
}
