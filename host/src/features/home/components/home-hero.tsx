import { Link } from '@shop/shared/router';
import { HeroIllustration } from './hero-illustration';
import styles from './home-hero.module.css';

export function HomeHero() {
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>MTB · Urbanas · BMX · Ruta · Kids</p>
          <h1 id="home-hero-title" className={styles.title}>
            Tu próxima bici te está esperando
          </h1>
          <p className={styles.text}>
            Bicicletas y accesorios elegidos por ciclistas, con asesoramiento personalizado y taller propio para que
            salgas a rodar seguro.
          </p>
          <Link to="/bicicletas" className={styles.cta}>
            Ver catálogo
          </Link>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}
