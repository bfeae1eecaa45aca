import { useLocation } from '@shop/shared/router';
import { errorMessage } from '@shop/shared/api';
import type { Paged } from './catalog-types';
import { CatalogBar } from './catalog-bar';
import { CatalogEmpty, CatalogError } from './catalog-status';
import { Pager, usePageTurnFocus } from './pager';
import type { ProductCardProps } from '@shop/shared/ui';
import { ProductGrid } from './product-grid';
import { SkeletonCards } from './skeleton-cards';

/** What a catalogue's list query reports (RTK Query's result, reduced to what is shown). */
export interface CatalogQueryResult<Item> {
  currentData?: Paged<Item>;
  error?: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface CatalogResultsProps<Item extends { id: number }> {
  result: CatalogQueryResult<Item>;
  /** The accessible name of the list of cards. */
  label: string;
  /** The error text when the failure brings none. */
  errorFallback: string;
  /** A card for an item; `back` is the current path and query, for the page's way back. */
  toCard: (item: Item, back: string) => ProductCardProps;
  /** The address of a page of these results. */
  pageLink: (page: number) => string;
}

/** A page of results: the error, else skeleton cards while loading, else the cards or the empty state. */
export function CatalogResults<Item extends { id: number }>({
  result,
  label,
  errorFallback,
  toCard,
  pageLink,
}: CatalogResultsProps<Item>) {
  const { pathname, search } = useLocation();
  const { currentData, error, isError, isFetching, refetch } = result;
  usePageTurnFocus(currentData !== undefined);

  if (isError && !isFetching) {
    return (
      <>
        <CatalogBar total={null} />
        <CatalogError message={errorMessage(error, errorFallback)} onRetry={() => void refetch()} />
      </>
    );
  }
  if (!currentData) {
    return (
      <>
        <CatalogBar total={null} />
        <SkeletonCards />
      </>
    );
  }

  const back = `${pathname}${search}`;
  return (
    <>
      <CatalogBar total={currentData.total} />
      {currentData.items.length === 0 ? (
        <CatalogEmpty />
      ) : (
        <ProductGrid label={label} cards={currentData.items.map((item) => ({ id: item.id, ...toCard(item, back) }))} />
      )}
      <Pager page={currentData.page} totalPages={currentData.totalPages} pageLink={pageLink} />
    </>
  );
}
