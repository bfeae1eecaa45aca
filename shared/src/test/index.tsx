export { apiUrl, server } from './msw-server';
export { renderWithProviders } from './render-with-providers';
