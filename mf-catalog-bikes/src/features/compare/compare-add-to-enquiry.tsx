import { colourName, productPath, type Bicicleta } from '@shop/shared/catalog';
import { appliedPrice } from '@shop/shared/domain';
import { AddToEnquiry } from '@shop/shared/enquiry/add-to-enquiry';
import { productLine } from '@shop/shared/enquiry';
import { Link } from '@shop/shared/router';
import { BIKE_KIND } from '../../common/bike-kind';

interface CompareAddToEnquiryProps {
  bike: Bicicleta;
  /** The colours it comes in (hex). */
  colours: readonly string[];
}

/**
 * A column's 'Agregar a mi consulta'. A bicycle goes into the enquiry with its colour: the only one it comes in,
 * else the one the shopper picks on its page, where the button leads.
 */
export function CompareAddToEnquiry({ bike, colours }: CompareAddToEnquiryProps) {
  const onlyColour = colours.length === 1 ? colours[0] : undefined;
  return (
    <AddToEnquiry
      compact
      line={{
        ...productLine(BIKE_KIND.type, bike, appliedPrice(bike)),
        ...(onlyColour ? { color: colourName(onlyColour) } : {}),
      }}
      missingChoice={
        colours.length > 1 ? (
          <>
            Elegí un color en <Link to={productPath(BIKE_KIND, bike)}>su página</Link> antes de agregarla a tu consulta.
          </>
        ) : undefined
      }
    />
  );
}
