import { useLocation } from 'react-router-dom';
import { distinctOthers, RelatedCarousel, type Accesorio } from '@shop/shared/catalog';
import { accessoryCard } from '../../common/accessory-card';
import { useAccessoriesRelatedQuery } from './api/accessories-related';

/** 'Te puede interesar': other accessories of the category, two columns on small screens. */
export function AccessoryRelated({ accessory }: { accessory: Accesorio }) {
  const { pathname, search } = useLocation();
  const { data = [] } = useAccessoriesRelatedQuery({ categoria: accessory.categoria, exclude: accessory.id });
  const cards = distinctOthers(data, accessory.id).map((item) => ({
    id: item.id,
    ...accessoryCard(item, `${pathname}${search}`),
  }));
  return <RelatedCarousel cards={cards} smallScreens="two-columns" />;
}
