import type { ReactNode } from 'react';
import type { ShownAvailability } from './availability';
import { appliedPrice, cashPriceText, nationalTaxesText, productPrice, saleNote } from '@shop/shared/domain';
import { CashPriceNote, PageMeta, SaleNote, TaxNote } from '@shop/shared/ui';
import { BackButton } from './back-button';
import { Breadcrumb, type Crumb } from './breadcrumb';
import type { Imagen, ProductRecord } from './catalog-types';
import { galleryImages } from './gallery-types';
import { ImageGallery } from './image-gallery';
import { ProductJsonLd } from './product-json-ld';
import { shareImageUrl } from './share-image';
import styles from './product-detail.module.css';

interface ProductDetailLayoutProps {
  product: ProductRecord;
  images: readonly Imagen[];
  /** The page's meta description and canonical path. */
  description: string;
  canonicalPath: string;
  /** The catalogue's landing and the product's category, between 'Inicio' and the name. */
  section: Required<Crumb>;
  category: Required<Crumb>;
  /** Where 'Volver' leads when the page was opened directly. */
  backPath: string;
  /** What the page shows of the current choice's availability: the JSON-LD offer claims that, or nothing. */
  availability: ShownAvailability;
  /** What goes beside the gallery, under the name. */
  summary: ReactNode;
  /** The sections below: the sheet and the related items. */
  children: ReactNode;
}

/** A product page: its meta, breadcrumb, the gallery beside the name and summary, then the sections below. */
export function ProductDetailLayout({
  product,
  images,
  description,
  canonicalPath,
  section,
  category,
  backPath,
  availability,
  summary,
  children,
}: ProductDetailLayoutProps) {
  const crumbs = [{ label: 'Inicio', to: '/' }, section, category, { label: product.nombre }];
  const price = appliedPrice(product);
  return (
    <article className={styles.page}>
      <PageMeta
        title={product.nombre}
        description={description}
        canonicalPath={canonicalPath}
        image={shareImageUrl(images[0]?.url)}
        product={{ price }}
      />
      <ProductJsonLd
        product={product}
        images={images}
        description={description}
        canonicalPath={canonicalPath}
        crumbs={crumbs}
        availability={availability}
      />
      <Breadcrumb crumbs={crumbs} />
      <div className={styles.top}>
        {/* Keyed by the first photo: another colour's photos start from their first. */}
        <ImageGallery key={images[0]?.url} images={galleryImages(images, product.nombre)} name={product.nombre} />
        <div className={styles.summary}>
          <BackButton fallback={backPath} />
          <h1 className={styles.name}>{product.nombre}</h1>
          <SaleNote sale={saleNote(product)} />
          <p className={styles.price}>{productPrice(price)}</p>
          <TaxNote text={nationalTaxesText(price, product.categoria)} />
          <CashPriceNote text={cashPriceText(price, product.descuento_efectivo)} />
          {product.detalle && <p className={styles.detail}>{product.detalle}</p>}
          {summary}
        </div>
      </div>
      {children}
    </article>
  );
}
