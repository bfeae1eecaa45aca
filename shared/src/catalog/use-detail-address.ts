import { useEffect } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from '@shop/shared/router';
import { idSlug, parseLeadingId, safeReturnPath } from '@shop/shared/domain';

/** The id in /{prefix}/{idSlug}, and where 'back' leads (a safe same-site path, else the default). */
export function useDetailAddress(defaultBack: string) {
  const { idSlug: segment } = useParams();
  const [searchParams] = useSearchParams();
  return {
    id: parseLeadingId(segment),
    segment: segment ?? '',
    backPath: safeReturnPath(searchParams.get('back')) ?? defaultBack,
  };
}

/** Silently replaces a stale or missing name in the address with the canonical one, keeping the query. */
export function useCanonicalAddress(pathPrefix: string, segment: string, id: number, name: string | undefined) {
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  const canonical = name === undefined ? null : idSlug(id, name);
  useEffect(() => {
    if (canonical && canonical !== segment) {
      void navigate(`${pathPrefix}/${canonical}${search}${hash}`, { replace: true, preventScrollReset: true });
    }
  }, [canonical, segment, pathPrefix, search, hash, navigate]);
}
