import { LRUCache } from 'lru-cache';
import { LIST_PAGE_SIZE, productPath, SORT_BY } from '@shop/contract';
import { siteConfig } from '@shop/shared/config';
import { REVOCATION_PATH } from '@shop/shared/domain';
import { ENQUIRY_PATH } from '@shop/shared/enquiry';
import { type Static, Type } from 'typebox';
import { checkedJson } from './checked-json';

/** Public pages with no data of their own, as the sitemap lists them. */
const STATIC_PATHS = [
  '/',
  '/bicicletas',
  '/catalogo-bicicletas',
  '/accesorios',
  '/catalogo-accesorios',
  '/contacto',
  '/ubicacion',
  REVOCATION_PATH,
];
const PAGE_SIZE = LIST_PAGE_SIZE.max;
/** How long a sitemap is served again before the catalogues are read anew. */
export const SITEMAP_CACHE_MS = 60_000;

/** What the sitemap reads of a page of the API's catalogue list. */
const ListPageSchema = Type.Object({
  items: Type.Array(
    Type.Object({
      id: Type.Number(),
      nombre: Type.String(),
      updated_at: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    }),
  ),
  totalPages: Type.Number(),
});
type ListPage = Static<typeof ListPageSchema>;
type ListedItem = ListPage['items'][number];

export function robotsTxt(): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /login',
    'Disallow: /register',
    `Disallow: ${ENQUIRY_PATH}`,
    '',
    `Sitemap: ${siteConfig.siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

async function fetchPage(path: string, page: number): Promise<ListPage> {
  const url = `${siteConfig.apiUrl}${path}?limit=${PAGE_SIZE}&page=${page}&sort=${SORT_BY.updated_desc}`;
  const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
  if (!response.ok) throw new Error(`HTTP ${response.status} en ${url}`);
  return checkedJson(response, ListPageSchema);
}

/** Every visible item of a catalogue (public reads list only visible ones). */
async function allItems(path: string): Promise<ListedItem[]> {
  const first = await fetchPage(path, 1);
  const rest = await Promise.all(
    Array.from({ length: Math.max(first.totalPages - 1, 0) }, (_, index) => fetchPage(path, index + 2)),
  );
  return [first, ...rest].flatMap((page) => page.items);
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function entry(path: string, lastmod: string): string {
  return `<url><loc>${escapeXml(`${siteConfig.siteUrl}${path}`)}</loc><lastmod>${lastmod}</lastmod></url>`;
}

function day(date: string | null | undefined, fallback: string): string {
  const parsed = date ? new Date(date) : null;
  return parsed && !Number.isNaN(parsed.getTime()) ? parsed.toISOString().slice(0, 10) : fallback;
}

/**
 * The landings, catalogues and static pages (last modified when the site was built) and every
 * visible bicycle and accessory (last modified when it was last saved).
 */
export async function sitemapXml(builtAt: Date): Promise<string> {
  const built = builtAt.toISOString().slice(0, 10);
  const [bikes, accessories] = await Promise.all([allItems('/api/bicicletas'), allItems('/api/accesorios')]);
  const urls = [
    ...STATIC_PATHS.map((path) => entry(path, built)),
    ...bikes.map((bike) => entry(productPath('bicicleta', bike), day(bike.updated_at, built))),
    ...accessories.map((item) => entry(productPath('accesorio', item), day(item.updated_at, built))),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
}

/**
 * The sitemap, built at most once per SITEMAP_CACHE_MS: requests at the same time share one build, and a build that
 * failed (the API down) is not kept, so the next request tries again.
 */
export function cachedSitemap(builtAt: Date, now: () => number = () => performance.now()): () => Promise<string> {
  const sitemaps = new LRUCache<'sitemap', string>({
    max: 1,
    ttl: SITEMAP_CACHE_MS,
    perf: { now },
    // The clock is read on every call (lru-cache otherwise reuses a reading for a millisecond).
    ttlResolution: 0,
    fetchMethod: () => sitemapXml(builtAt),
  });
  return () => sitemaps.forceFetch('sitemap');
}
