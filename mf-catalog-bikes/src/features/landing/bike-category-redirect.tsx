import { Navigate, useParams } from 'react-router-dom';

/** /bicicletas/{slug} → the catalogue filtered by that category, replacing the history entry. */
export function BikeCategoryRedirect() {
  const { slug } = useParams();
  const target = slug ? `/catalogo-bicicletas?categoria=${encodeURIComponent(slug)}` : '/catalogo-bicicletas';
  return <Navigate to={target} replace />;
}
