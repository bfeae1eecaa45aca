import { siteConfig } from '@shop/shared/config';
import { openingHoursLines } from '@shop/shared/domain';

/** The shop's hours, one line per run of days, from the one source the JSON-LD reads too. */
export function OpeningHoursList({ className, label }: { className?: string; label?: string }) {
  return (
    <ul className={className} aria-label={label}>
      {openingHoursLines(siteConfig.openingHours).map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
