export { CategoryLanding } from './category-landing';
export type { CategoryLandingCard, CategoryLandingHelp } from './category-landing';
export { ChatButton } from './chat-button';
export { ErrorView } from './error-view';
export { NotFoundView } from './not-found-view';
export { RouteErrorView } from './route-error-view';
export { PageMeta, pageTitle } from './page-meta';
export { ResponsiveImage } from './responsive-image';
