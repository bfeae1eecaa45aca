import { RelatedProducts, type Accesorio } from '@shop/shared/catalog';
import { accessoryCard } from '../../common/accessory-card';
import { useAccessoriesRelatedQuery } from './api/accessories-related';

/** 'Te puede interesar': other accessories of the category, two columns on small screens. */
export function AccessoryRelated({ accessory }: { accessory: Accesorio }) {
  const { data = [] } = useAccessoriesRelatedQuery({ categoria: accessory.categoria, exclude: accessory.id });
  return <RelatedProducts items={data} currentId={accessory.id} toCard={accessoryCard} smallScreens="two-columns" />;
}
