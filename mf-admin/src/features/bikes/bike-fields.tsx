import { CATALOG_TEXT_LIMITS } from '@shop/contract';
import { TextField } from '@shop/shared/ui/form-field';
import type { KindFieldsProps } from '../../common/catalog-form/catalog-form-sections';
import formStyles from '../../common/catalog-form/catalog-form.module.css';
import { CashDiscountField } from '../../common/catalog-form/cash-discount-field';
import { PriceField } from '../../common/catalog-form/price-field';
import { SaleFields } from '../../common/catalog-form/sale-fields';
import { BIKE_SPECS, type BikeValues } from './bike-kind';
import { AvailabilityGrid } from './availability-grid';
import { ColourSlots } from './colour-slots';

/** What only bicycles have: the price and its cash discount, colours and the technical specs. */
export function BikeFields({ values, errors, setValue }: KindFieldsProps<BikeValues>) {
  return (
    <>
      <div className={formStyles.grid}>
        <PriceField value={values.precio} error={errors.precio} onChange={(value) => setValue('precio', value)} />
        <CashDiscountField
          value={values.descuento_efectivo}
          error={errors.descuento_efectivo}
          onChange={(value) => setValue('descuento_efectivo', value)}
        />
        <SaleFields values={values} errors={errors} onChange={setValue} />
      </div>
      <ColourSlots values={values} errors={errors} setValue={setValue} />
      <h3 className={formStyles.subTitle}>Especificaciones</h3>
      <div className={formStyles.grid}>
        {BIKE_SPECS.map(([field, label]) => (
          <TextField
            key={field}
            label={label}
            name={field}
            maxLength={CATALOG_TEXT_LIMITS.spec}
            value={values[field]}
            error={errors[field]}
            onChange={(event) => setValue(field, event.target.value)}
          />
        ))}
      </div>
      <AvailabilityGrid values={values} errors={errors} setValue={setValue} />
    </>
  );
}
