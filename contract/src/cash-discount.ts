/**
 * The discount for paying in cash or by bank transfer, in whole percent: the site config sets the shop's, and a
 * product may set its own (`descuento_efectivo`, 0 for none). The API, the admin form and the CSV import take a
 * product's up to this.
 */
export const MAX_CASH_DISCOUNT_PERCENT = 90;

/** How the owner reads the field: the admin form, the change history and the CSV column. */
export const CASH_DISCOUNT_LABEL = 'Descuento en efectivo o transferencia (%)';
