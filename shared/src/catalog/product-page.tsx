import type { EnquiryEvent } from '@shop/contract';
import { useRef, type ReactNode } from 'react';
import { appliedPrice, nationalTaxesText, productPrice } from '@shop/shared/domain';
import { productLine, type EnquiryLine } from '@shop/shared/enquiry';
import { AddToEnquiry } from '@shop/shared/enquiry/add-to-enquiry';
import { siteConfig } from '@shop/shared/config';
import { AvailabilityNote, isPerStore, type ShownAvailability } from './availability';
import type { SpecRow } from './catalog-format';
import type { Imagen, ProductRecord } from './catalog-types';
import { InstalmentPlans } from './instalment-plans';
import { PurchaseInfo } from './payment-methods';
import { ProductDetailLayout } from './product-detail-layout';
import { sendProductEvent, useProductViewEvent } from './product-events';
import { PurchaseBar } from './purchase-bar';
import { categoryCrumb, productChatMessage, productPath, type ProductKind } from './product-kind';
import { type PickUpStore } from './shipping/shipping-options';
import { ShippingQuote } from './shipping/shipping-quote';
import { SheetLink, SpecSheet } from './spec-sheet';
import { SpecTiles } from './spec-tiles';

interface ProductPageProps {
  kind: ProductKind;
  product: ProductRecord;
  images: readonly Imagen[];
  /** Where 'Volver' leads when the page was opened directly. */
  backPath: string;
  /** The page's meta description. */
  description: string;
  /** The key facts beside the gallery. */
  tiles: readonly SpecRow[];
  /** What the kind adds beside the gallery, before the key facts (the bicycles' colour and size pickers). */
  extra?: ReactNode;
  /**
   * The availability of the current choice, per store for a bicycle (null: 'Consultá disponibilidad'); the JSON-LD
   * offers say the same.
   */
  availability: ShownAvailability;
  /**
   * What the shopper must choose before the page says an availability or adds the product to the enquiry (a
   * bicycle's colour): the note and the enquiry button each say it. Undefined once chosen.
   */
  missingChoice?: { availability: string; enquiry: string };
  /** The chat message, when the kind words its own (the chosen colour and size); else name, availability and link. */
  chatMessage?: string;
  /** The choice 'Agregar a mi consulta' adds with the product (the bicycles' colour and size). */
  enquiryChoice?: Pick<EnquiryLine, 'color' | 'talle'>;
  /** The same choice as the shop's counts take it (the colour's hex and the talle). */
  eventChoice?: Pick<EnquiryEvent, 'color' | 'talle'>;
  /** The technical sheet: its title, the button that leads to it and its rows. */
  sheet: { title: string; button: string; rows: readonly SpecRow[] };
  /** 'Te puede interesar'. */
  related: ReactNode;
}

/**
 * The stores to pick up at, with the stock of the shopper's choice at each when the product is kept per store and
 * the choice is made (a claim about stock names its store); else the stores alone.
 */
function pickUpStores(availability: ShownAvailability, choiceMade: boolean): readonly PickUpStore[] {
  if (choiceMade && isPerStore(availability)) return availability;
  return siteConfig.locations.map(({ id, title }) => ({ store: { id, title } }));
}

/** A product's page: gallery, name, chat, key facts, purchase info, the technical sheet and related items. */
export function ProductPage({
  kind,
  product,
  images,
  backPath,
  description,
  tiles,
  extra,
  availability,
  missingChoice,
  chatMessage,
  enquiryChoice,
  eventChoice,
  sheet,
  related,
}: ProductPageProps) {
  const sheetRef = useRef<HTMLElement>(null);
  const counted = { tipo: kind.type, id: product.id, ...eventChoice };
  // A hidden product shows only in the admin's preview: the shop counts shoppers' visits.
  const uncounted = !product.visible;
  useProductViewEvent(counted, uncounted);
  const price = appliedPrice(product);
  return (
    <ProductDetailLayout
      product={product}
      images={images}
      description={description}
      canonicalPath={productPath(kind, product)}
      section={kind.section}
      category={categoryCrumb(kind, product.categoria)}
      backPath={backPath}
      availability={availability}
      summary={
        <>
          {extra}
          <AvailabilityNote availability={availability} missingChoice={missingChoice?.availability} />
          <PurchaseBar
            price={productPrice(price)}
            taxNote={nationalTaxesText(price, product.categoria)}
            chatMessage={chatMessage ?? productChatMessage(kind, product, { availability })}
            onChat={() => {
              if (!uncounted) sendProductEvent({ ...counted, evento: 'consulta' });
            }}
          />
          <InstalmentPlans price={price} />
          <AddToEnquiry
            line={{ ...productLine(kind.type, product, price), ...enquiryChoice }}
            missingChoice={missingChoice?.enquiry}
          />
          <SpecTiles rows={tiles} />
          <ShippingQuote stores={pickUpStores(availability, missingChoice === undefined)} />
          <PurchaseInfo />
          <SheetLink label={sheet.button} target={sheetRef} />
        </>
      }
    >
      <SpecSheet ref={sheetRef} title={sheet.title} rows={sheet.rows} />
      {related}
    </ProductDetailLayout>
  );
}
