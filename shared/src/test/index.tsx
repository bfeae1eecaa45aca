export { aFacetedList, aPagedList, aProductImage, aSuggestion } from './catalog-fixtures';
export { findAlertBox, linkNames } from './catalog-queries';
export { abortedGets, recordGets, serveSuggestions } from './msw-recorders';
export { apiUrl, server } from './msw-server';
export { readRemotesFile, routesInRemotesFile } from './remotes-file';
export { renderWithProviders } from './render-with-providers';
export { aSignedInSession, serveHiddenProduct } from './session-fixtures';
export { recordWindowScrolls } from './window-scrolls';
export { renderOnServer } from './render-on-server';
