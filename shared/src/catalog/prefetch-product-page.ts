import { isApiError } from '@shop/shared/api';
import { parseLeadingId } from '@shop/shared/domain';
import type { PrefetchOutcome } from '@shop/shared/remote';
import type { RelatedArgs } from './catalog-endpoints';

/** The three requests of a product page, each started in the request's store. */
interface ProductPageRequests<Product extends { categoria: string }> {
  detail: (id: number) => PromiseLike<{ data?: Product; error?: unknown }>;
  images: (id: number) => PromiseLike<unknown>;
  related: (args: RelatedArgs) => PromiseLike<unknown>;
}

/**
 * A product page's prefetch: the product and its images, then the related items of its category.
 * A segment without a leading id answers 400, a product that does not exist 404.
 */
export async function prefetchProductPage<Product extends { categoria: string }>(
  idSlug: string | undefined,
  requests: ProductPageRequests<Product>,
): Promise<PrefetchOutcome> {
  const id = parseLeadingId(idSlug);
  if (id === null) return { status: 400 };
  const [detail] = await Promise.all([requests.detail(id), requests.images(id)]);
  if (detail.data) await requests.related({ categoria: detail.data.categoria, exclude: id });
  return isApiError(detail.error) && detail.error.status === 404 ? { status: 404 } : {};
}
