import type { Screen } from '@shop/shared/remote';
import { Navigate, useParams } from '@shop/shared/router';

function categoryCatalogue(slug: string | undefined): string {
  return slug ? `/catalogo-bicicletas?categoria=${encodeURIComponent(slug)}` : '/catalogo-bicicletas';
}

/** /bicicletas/{slug} → the catalogue filtered by that category, replacing the history entry. */
export function BikeCategoryRedirect() {
  const { slug } = useParams();
  return <Navigate to={categoryCatalogue(slug)} replace />;
}

/** On the server the redirect is an HTTP one. */
export const bikeCategoryRedirectScreen: Screen = {
  Component: BikeCategoryRedirect,
  prefetch: async ({ params }) => ({ redirect: categoryCatalogue(params.slug) }),
};
