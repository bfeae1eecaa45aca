import { useParams, useSearchParams } from '@shop/shared/router';
import { parseLeadingId } from '@shop/shared/domain';

/** The leading digits of the id or idSlug segment, else the `id` query parameter. */
export function useCatalogId(): number | null {
  const { idSlug } = useParams();
  const [search] = useSearchParams();
  return parseLeadingId(idSlug) ?? parseLeadingId(search.get('id') ?? undefined);
}
