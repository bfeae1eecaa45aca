import { Navigate, useParams } from '@shop/shared/router';

/** /bicicletas/{slug} → the catalogue filtered by that category, replacing the history entry. */
export function BikeCategoryRedirect() {
  const { slug } = useParams();
  const target = slug ? `/catalogo-bicicletas?categoria=${encodeURIComponent(slug)}` : '/catalogo-bicicletas';
  return <Navigate to={target} replace />;
}
