/**
 * An amount a person typed, read as es-AR writes it: '9.800', '9800', '$ 9.800', '9.800,50', '12,5'. The dot only
 * groups thousands and the comma starts the decimals; a '$' and spaces around are allowed. The storefront's price
 * filter, the admin's forms, the bulk price change and the CSV import all read with it, so '9.800' is 9800 in each.
 */
export type TypedAmount = { amount: number | null } | { error: string };

/** Whole part, in groups of three after a first 1-9 when grouped ('0.500' is not five hundred); comma decimals. */
const ES_AR_AMOUNT = /^(?:[1-9]\d{0,2}(?:\.\d{3})+|\d+)(?:,\d+)?$/;

/** Only digits, separators and spaces: a number, but written so that it could mean two amounts. */
const NUMBER_LIKE = /^[\d.,\s]*\d[\d.,\s]*$/;

/** Prices are whole pesos: what a price field says for cents or for what is not a number. */
export const WHOLE_PESOS_MESSAGE = 'Ingresá el precio en pesos, sin centavos (o dejalo vacío).';

/** Why a number written with its separators out of place ('9.80', '1,234,5', '9,800.50') is not taken. */
export function ambiguousAmountMessage(text: string): string {
  return `No se entiende el número «${text}». Usá punto para los miles y coma para los decimales (por ejemplo, 9.800 o 12,5).`;
}

/**
 * The amount `text` says; `{ amount: null }` when nothing is typed. A number whose separators could mean two amounts
 * is refused with `ambiguousAmountMessage`, never read as one of them; anything else that is not an amount from 0 up
 * (words, a minus sign) is refused with `notANumber`, each place's own wording.
 */
export function readAmount(text: string, notANumber: string): TypedAmount {
  const trimmed = text.trim();
  if (trimmed === '') return { amount: null };
  const written = trimmed.replace(/^\$\s*/, '');
  if (ES_AR_AMOUNT.test(written)) return { amount: Number(written.replaceAll('.', '').replace(',', '.')) };
  return { error: NUMBER_LIKE.test(written) ? ambiguousAmountMessage(trimmed) : notANumber };
}

/** A price typed in whole pesos: '9.800' and '9.800,00' are 9800; cents or words get `WHOLE_PESOS_MESSAGE`. */
export function readWholePesos(text: string): TypedAmount {
  const reading = readAmount(text, WHOLE_PESOS_MESSAGE);
  if ('amount' in reading && reading.amount !== null && !Number.isInteger(reading.amount))
    return { error: WHOLE_PESOS_MESSAGE };
  return reading;
}

/** An amount as `readAmount` reads it back, without grouping: 9800 → '9800', 12.5 → '12,5'. */
export function amountText(amount: number): string {
  return String(amount).replace('.', ',');
}
