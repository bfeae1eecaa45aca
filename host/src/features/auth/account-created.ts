const ACCOUNT_CREATED = 'created';

/** Where a new account is sent, by the screen or by the host server: the sign-in page, which says so. */
export const ACCOUNT_CREATED_ADDRESS = `/login?m=${ACCOUNT_CREATED}`;

export function saysAccountCreated(search: URLSearchParams): boolean {
  return search.get('m') === ACCOUNT_CREATED;
}
