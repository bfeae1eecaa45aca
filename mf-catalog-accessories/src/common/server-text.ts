import { isApiError } from '@shop/shared/api';

/**
 * The server's own words about a failure, or null: when the body had no error field, the base query's
 * message is only 'HTTP {status} {statusText}'. Network failures keep their own text.
 */
export function serverText(error: unknown): string | null {
  if (!isApiError(error) || !error.message) return null;
  const statusOnly = typeof error.status === 'number' && error.message.startsWith(`HTTP ${error.status}`);
  return statusOnly ? null : error.message;
}
