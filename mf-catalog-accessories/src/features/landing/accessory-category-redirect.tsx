import type { Screen } from '@shop/shared/remote';
import { Navigate, useParams } from '@shop/shared/router';
import { accessoryCategoryFromSlug } from '@shop/shared/domain';

function categoryCatalogue(slug: string | undefined): string {
  return slug
    ? `/catalogo-accesorios?categoria=${encodeURIComponent(accessoryCategoryFromSlug(slug))}`
    : '/catalogo-accesorios';
}

/** /accesorios/{slug} → the catalogue filtered by that slug's category, replacing the history entry. */
export function AccessoryCategoryRedirect() {
  const { slug } = useParams();
  return <Navigate to={categoryCatalogue(slug)} replace />;
}

/** On the server the redirect is an HTTP one. */
export const accessoryCategoryRedirectScreen: Screen = {
  Component: AccessoryCategoryRedirect,
  prefetch: async ({ params }) => ({ redirect: categoryCatalogue(params.slug) }),
};
