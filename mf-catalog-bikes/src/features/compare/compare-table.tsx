import {
  BIKE_COLOUR_FIELDS,
  colourName,
  presentColours,
  productChatMessage,
  productPath,
  sendProductEvent,
} from '@shop/shared/catalog';
import { cardPrices } from '@shop/shared/domain';
import { Link } from '@shop/shared/router';
import { CashPriceNote, ChatButton, ResponsiveImage, SaleNote, TaxNote } from '@shop/shared/ui';
import { BIKE_KIND } from '../../common/bike-kind';
import type { ComparedBikeData } from './api/bikes-compare';
import { CompareAddToEnquiry } from './compare-add-to-enquiry';
import { compareRows } from './compare-rows';
import styles from './compare-page.module.css';

interface CompareTableProps {
  bikes: readonly ComparedBikeData[];
  onRemove: (id: number) => void;
}

/**
 * One column per bike (image, name, price, colours, 'Consultar', 'Agregar a mi consulta') and one row per filled field; differing rows are
 * marked. The row labels stay in view while the bikes scroll sideways.
 */
export function CompareTable({ bikes, onRemove }: CompareTableProps) {
  const rows = compareRows(bikes.map(({ bike }) => bike));
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <caption className="visually-hidden">Comparación de bicicletas</caption>
        <thead>
          <tr>
            <td />
            {bikes.map(({ bike, image }) => {
              const colours = presentColours(BIKE_COLOUR_FIELDS.map((field) => bike[field]));
              const prices = cardPrices(bike);
              return (
                <th key={bike.id} scope="col" className={styles.bike}>
                  <ResponsiveImage
                    className={styles.image}
                    url={image?.url}
                    alt={image?.alt_text || bike.nombre}
                    width={image?.width}
                    height={image?.height}
                    sizes="(min-width: 64rem) 18rem, 33vw"
                  />
                  <Link className={styles.name} to={productPath(BIKE_KIND, bike)}>
                    {bike.nombre}
                  </Link>
                  <SaleNote sale={prices.sale} />
                  <span className={styles.price}>{prices.price}</span>
                  <TaxNote text={prices.taxNote} />
                  <CashPriceNote text={prices.cashPrice} />
                  {colours.length > 0 && (
                    <span className={styles.colours}>
                      {colours.map((hex) => (
                        <span key={hex} className={styles.colour}>
                          <span className={styles.dot} style={{ background: hex }} aria-hidden="true" />
                          {colourName(hex)}
                        </span>
                      ))}
                    </span>
                  )}
                  <span>
                    <ChatButton
                      message={productChatMessage(BIKE_KIND, bike)}
                      onClick={() => sendProductEvent({ tipo: BIKE_KIND.type, id: bike.id, evento: 'consulta' })}
                    >
                      Consultar<span className="visually-hidden"> por {bike.nombre}</span>
                    </ChatButton>
                  </span>
                  <CompareAddToEnquiry bike={bike} colours={colours} />
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={`Quitar ${bike.nombre} de la comparación`}
                    onClick={() => onRemove(bike.id)}
                  >
                    Quitar
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className={row.differs ? styles.differs : undefined}>
              <th scope="row">
                {row.label}
                {row.differs && <span className={styles.badge}>Distinto</span>}
              </th>
              {row.values.map((value, index) => (
                <td key={bikes[index]?.bike.id ?? index}>{value || '—'}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
