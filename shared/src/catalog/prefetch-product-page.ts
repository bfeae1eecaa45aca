import { POSTCODE_FIELD, readPostcode } from '@shop/contract';
import { isApiError } from '@shop/shared/api';
import { parseLeadingId } from '@shop/shared/domain';
import type { PrefetchContext, PrefetchOutcome } from '@shop/shared/remote';
import type { RelatedArgs } from './catalog-endpoints';
import { productPath, type ProductKind } from './product-kind';

type Listed = { id: number; nombre: string; categoria: string };

/** The requests of a product page, each started in the request's store. */
interface ProductPageRequests<Product extends Listed> {
  detail: (id: number) => PromiseLike<{ data?: Product; error?: unknown }>;
  images: (id: number) => PromiseLike<unknown>;
  related: (args: RelatedArgs) => PromiseLike<unknown>;
  /** The shipping zones, asked when the address quotes a postcode ('Calcular envío' without JS). */
  shippingZones: () => PromiseLike<unknown>;
}

/**
 * A product page's prefetch: the product and its images (and the shipping zones when `?cp=` is a postcode), then
 * the related items of its category.
 * A segment without a leading id answers 400, a product that does not exist 404, and an address whose name is not
 * the product's ('/bici/12-nombre-viejo') moves for good to the canonical one, query kept.
 */
export async function prefetchProductPage<Product extends Listed>(
  kind: ProductKind,
  { params, searchParams }: Pick<PrefetchContext, 'params' | 'searchParams'>,
  requests: ProductPageRequests<Product>,
): Promise<PrefetchOutcome> {
  const id = parseLeadingId(params.idSlug);
  if (id === null) return { status: 400 };
  const quoted = readPostcode(searchParams.get(POSTCODE_FIELD) ?? '') === null ? null : requests.shippingZones();
  const [detail] = await Promise.all([requests.detail(id), requests.images(id), quoted]);
  if (detail.data) {
    const canonical = productPath(kind, detail.data);
    if (canonical.slice(canonical.lastIndexOf('/') + 1) !== params.idSlug) {
      const query = searchParams.toString();
      return { redirect: query ? `${canonical}?${query}` : canonical };
    }
    await requests.related({ categoria: detail.data.categoria, exclude: id });
  }
  return isApiError(detail.error) && detail.error.status === 404 ? { status: 404 } : {};
}
