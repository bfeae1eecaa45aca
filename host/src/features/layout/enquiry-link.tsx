import { ENQUIRY_PATH, selectEnquiryCount } from '@shop/shared/enquiry';
import { Link } from '@shop/shared/router';
import { useAppSelector } from '@shop/shared/store';
import styles from './enquiry-link.module.css';

function itemsLabel(count: number): string {
  return count === 1 ? '1 producto' : `${count} productos`;
}

/** 'Mi consulta' in the header, with a badge of how many items the shopper's list holds. */
export function EnquiryLink() {
  const count = useAppSelector(selectEnquiryCount);
  return (
    <Link className={styles.link} to={ENQUIRY_PATH}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.icon}>
        <path
          d="M9 5h6M9 3h6a1 1 0 0 1 1 1v2H8V4a1 1 0 0 1 1-1ZM6 5h2v1h8V5h2a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm3 7h6m-6 4h4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={styles.label}>Mi consulta</span>
      {count > 0 && (
        <span className={styles.badge}>
          {count}
          <span className="visually-hidden"> ({itemsLabel(count)})</span>
        </span>
      )}
    </Link>
  );
}
