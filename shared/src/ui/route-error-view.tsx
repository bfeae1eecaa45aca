import { isRouteErrorResponse, useRouteError } from '@shop/shared/router';
import { ErrorView } from './error-view';
import { NotFoundView } from './not-found-view';

function routeErrorMessage(error: unknown): string | null {
  if (isRouteErrorResponse(error)) return error.statusText || null;
  if (error instanceof Error) return error.message;
  return null;
}

/** errorElement of every router: any route failure shows the product's own page. */
export function RouteErrorView() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  return <ErrorView message={routeErrorMessage(error)} />;
}
