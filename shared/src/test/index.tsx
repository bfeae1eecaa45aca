export { aPagedList, aProductImage } from './catalog-fixtures';
export { apiUrl, server } from './msw-server';
export { renderWithProviders } from './render-with-providers';
