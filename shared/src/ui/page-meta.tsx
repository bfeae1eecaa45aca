import { siteConfig } from '@shop/shared/config';
import { resolveApiUrl } from '@shop/shared/api';

interface PageMetaProps {
  /** The page's own title; the shop's name is appended. */
  title: string;
  description?: string;
  /** Path of the canonical address, e.g. "/bici/12-rodado-29". */
  canonicalPath?: string;
  /** Social-preview image: an API path, an absolute URL, or the site default when absent. */
  image?: string | null;
  noindex?: boolean;
  /** A product's page: og:type product, with its price when it has one. */
  product?: { price: number | null };
}

export function pageTitle(title: string): string {
  return `${title} | ${siteConfig.shopName}`;
}

function previewImageUrl(image: string | null | undefined): string {
  return resolveApiUrl(image) ?? `${siteConfig.siteUrl}${siteConfig.previewImage}`;
}

/** Title, description, canonical URL and social-preview tags (React hoists them into <head>, on the server too). */
export function PageMeta({
  title,
  description = siteConfig.description,
  canonicalPath,
  image,
  noindex,
  product,
}: PageMetaProps) {
  const fullTitle = pageTitle(title);
  const canonical = canonicalPath ? `${siteConfig.siteUrl}${canonicalPath}` : undefined;
  const imageUrl = previewImageUrl(image);

  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {canonical && <link rel="canonical" href={canonical} />}
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:type" content={product ? 'product' : 'website'} />
      {product && product.price !== null && (
        <>
          <meta property="product:price:amount" content={String(product.price)} />
          <meta property="product:price:currency" content="ARS" />
        </>
      )}
      <meta property="og:site_name" content={siteConfig.shopName} />
      <meta property="og:locale" content="es_AR" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {canonical && <meta property="og:url" content={canonical} />}
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
    </>
  );
}
