import { REVOCATION_LINK_TEXT, REVOCATION_PATH } from '@shop/shared/domain';
import { Link } from '@shop/shared/router';
import styles from './revocation-note.module.css';

/** The home page's way to the revocation form, which the law asks a shop that sells at a distance to show. */
export function RevocationNote() {
  return (
    <section className={styles.note} aria-labelledby="home-revocation">
      <h2 id="home-revocation" className={styles.heading}>
        ¿Te arrepentiste de una compra?
      </h2>
      <p className={styles.text}>
        Si compraste a distancia (por el sitio, por WhatsApp o por teléfono), tenés 10 días corridos desde que la
        recibiste para revocarla.
      </p>
      <Link className={styles.link} to={REVOCATION_PATH}>
        {REVOCATION_LINK_TEXT}
      </Link>
    </section>
  );
}
