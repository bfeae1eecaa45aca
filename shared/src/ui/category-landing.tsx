import type { CSSProperties, ReactNode } from 'react';
import { Link } from '@shop/shared/router';
import { ChatButton } from './chat-button';
import { PageMeta } from './page-meta';
import styles from './category-landing.module.css';

export interface CategoryLandingCard {
  to: string;
  title: string;
  description: string;
  /** Decorative drawing; the card reserves its space so nothing shifts. */
  illustration: ReactNode;
}

export interface CategoryLandingHelp {
  title: string;
  text: string;
  /** The chat message, pre-filled. */
  message: string;
  action: string;
}

interface CategoryLandingProps {
  title: string;
  intro: string;
  description: string;
  canonicalPath: string;
  /** Words after each card's title, e.g. "Ver modelos". */
  cardAction: string;
  cards: readonly CategoryLandingCard[];
  /** Cards per row on wide screens, chosen so the last row is not left with one card. */
  columns?: number;
  help: CategoryLandingHelp;
}

/** A catalogue's entry page: one card per category and a box to ask the shop for advice. */
export function CategoryLanding({
  title,
  intro,
  description,
  canonicalPath,
  cardAction,
  cards,
  columns = 4,
  help,
}: CategoryLandingProps) {
  return (
    <div className={styles.page}>
      <PageMeta title={title} description={description} canonicalPath={canonicalPath} />
      <header className={styles.header}>
        <h1 className={styles.heading}>{title}</h1>
        <p className={styles.intro}>{intro}</p>
      </header>
      <ul className={styles.grid} style={{ '--columns': columns } as CSSProperties}>
        {cards.map((card) => (
          <li key={card.to} className={styles.card}>
            <div className={styles.art} aria-hidden="true">
              {card.illustration}
            </div>
            <div className={styles.body}>
              <h2 className={styles.title}>
                <Link className={styles.link} to={card.to}>
                  {card.title}
                </Link>
              </h2>
              <p className={styles.description}>{card.description}</p>
              <span className={styles.more} aria-hidden="true">
                {cardAction} →
              </span>
            </div>
          </li>
        ))}
      </ul>
      <section className={styles.help} aria-labelledby="category-landing-help">
        <div>
          <h2 id="category-landing-help" className={styles.helpTitle}>
            {help.title}
          </h2>
          <p className={styles.helpText}>{help.text}</p>
        </div>
        <ChatButton message={help.message}>{help.action}</ChatButton>
      </section>
    </div>
  );
}
