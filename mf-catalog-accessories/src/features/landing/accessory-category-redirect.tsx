import { Navigate, useParams } from '@shop/shared/router';
import { accessoryCategoryFromSlug } from '@shop/shared/domain';

/** /accesorios/{slug} → the catalogue filtered by that slug's category, replacing the history entry. */
export function AccessoryCategoryRedirect() {
  const { slug } = useParams();
  const target = slug
    ? `/catalogo-accesorios?categoria=${encodeURIComponent(accessoryCategoryFromSlug(slug))}`
    : '/catalogo-accesorios';
  return <Navigate to={target} replace />;
}
