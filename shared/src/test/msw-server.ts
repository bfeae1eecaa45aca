import { setupServer } from 'msw/node';
import { defaultHandlers } from './default-handlers';

export { apiUrl } from './api-url';

/** One MSW server for every test file, answering as a working API; tests override with server.use(). */
export const server = setupServer(...defaultHandlers);
