import { useEffect, useId, useState } from 'react';
import { POSTCODE_FIELD, readPostcode, SHIPPING_LIMITS, SHIPPING_TEXT, zoneFor } from '@shop/contract';
import { useSearchParams } from '@shop/shared/router';
import { rememberPostcode, useRememberedPostcode } from './remembered-postcode';
import { useShippingZonesQuery } from './shipping-api';
import { type PickUpStore, ShippingOptions } from './shipping-options';
import styles from './shipping-quote.module.css';

/**
 * 'Calcular envío': a GET form with `cp`, so it works without JS (the server renders the quote of `?cp=`); the
 * other choices of the address (colour, talle) go with it. A good postcode is remembered for the next product page.
 */
export function ShippingQuote({ stores }: { stores: readonly PickUpStore[] }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const remembered = useRememberedPostcode();
  const asked = (searchParams.get(POSTCODE_FIELD) ?? remembered).trim();
  const [draft, setDraft] = useState<string | null>(null);
  const postcode = readPostcode(asked);
  const zones = useShippingZonesQuery(undefined, { skip: postcode === null });
  const messageId = useId();
  const refused = asked !== '' && postcode === null;

  useEffect(() => {
    if (postcode !== null && asked !== remembered) rememberPostcode(asked);
  }, [postcode, asked, remembered]);

  return (
    <section className={styles.quote} aria-labelledby={`${messageId}-title`}>
      <h2 id={`${messageId}-title`} className={styles.title}>
        {SHIPPING_TEXT.formTitle}
      </h2>
      <form
        method="get"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          const next = new URLSearchParams(searchParams);
          next.set(POSTCODE_FIELD, (draft ?? asked).trim());
          setSearchParams(next, { replace: true, preventScrollReset: true });
          setDraft(null);
        }}
      >
        {[...searchParams].map(([name, value]) =>
          name === POSTCODE_FIELD ? null : <input key={name} type="hidden" name={name} value={value} />,
        )}
        <label className={styles.label}>
          {SHIPPING_TEXT.fieldLabel}
          <input
            className={styles.input}
            type="text"
            name={POSTCODE_FIELD}
            autoComplete="postal-code"
            maxLength={SHIPPING_LIMITS.postcode}
            value={draft ?? asked}
            aria-invalid={refused || undefined}
            aria-describedby={refused ? messageId : undefined}
            onChange={(event) => setDraft(event.target.value)}
          />
        </label>
        <button type="submit" className={styles.submit}>
          {SHIPPING_TEXT.submit}
        </button>
      </form>
      {refused && (
        <p id={messageId} className={styles.error}>
          {SHIPPING_TEXT.badPostcode}
        </p>
      )}
      {postcode !== null && zones.data && <ShippingOptions zone={zoneFor(zones.data, postcode)} stores={stores} />}
    </section>
  );
}
