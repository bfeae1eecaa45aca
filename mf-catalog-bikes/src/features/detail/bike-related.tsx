import { useLocation } from 'react-router-dom';
import { detailHref, distinctOthers, RelatedCarousel, type Bicicleta } from '@shop/shared/catalog';
import { idSlug } from '@shop/shared/domain';
import { useBikesRelatedQuery } from './api/bikes-related';

/** Other bicycles of the same category; a failed request simply shows none (spec §7). */
export function BikeRelated({ bike }: { bike: Bicicleta }) {
  const { pathname, search } = useLocation();
  const { data = [] } = useBikesRelatedQuery({ categoria: bike.categoria, exclude: bike.id });
  const back = `${pathname}${search}`;
  const cards = distinctOthers(data, bike.id).map((item) => ({
    id: item.id,
    href: detailHref('/bici', idSlug(item.id, item.nombre), back),
    name: item.nombre,
    category: item.categoria,
    image: item.imagen_principal,
  }));
  return <RelatedCarousel cards={cards} smallScreens="hidden" />;
}
