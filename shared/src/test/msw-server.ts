import { setupServer } from 'msw/node';
import { siteConfig } from '@shop/shared/config';

/** One MSW server for every test file; tests add the handlers they need with server.use(). */
export const server = setupServer();

/** The full URL of an API path, as the site calls it. */
export function apiUrl(path: string): string {
  return `${siteConfig.apiUrl}${path}`;
}
