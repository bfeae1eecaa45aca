import { CATALOG_TEXT_LIMITS } from '@shop/contract';
import { TextField } from '@shop/shared/ui/form-field';
import type { KindFieldsProps } from '../../common/catalog-form/catalog-form-sections';
import formStyles from '../../common/catalog-form/catalog-form.module.css';
import { AvailabilityControl } from '../../common/availability/availability-control';
import { AvailabilityFieldset } from '../../common/availability/availability-fieldset';
import { CashDiscountField } from '../../common/catalog-form/cash-discount-field';
import { PriceField } from '../../common/catalog-form/price-field';
import { SaleFields } from '../../common/catalog-form/sale-fields';
import { ACCESSORY_NUMBERS, type AccessoryValues } from './accessory-kind';

/** Material, price and its cash discount, weight and size: what the public sheet shows. */
export function AccessoryFields({ values, errors, setValue }: KindFieldsProps<AccessoryValues>) {
  return (
    <>
      <h3 className={formStyles.subTitle}>Características</h3>
      <div className={formStyles.grid}>
        <TextField
          label="Material"
          name="material"
          maxLength={CATALOG_TEXT_LIMITS.material}
          value={values.material}
          error={errors.material}
          onChange={(event) => setValue('material', event.target.value)}
        />
        <PriceField value={values.precio} error={errors.precio} onChange={(value) => setValue('precio', value)} />
        <CashDiscountField
          value={values.descuento_efectivo}
          error={errors.descuento_efectivo}
          onChange={(value) => setValue('descuento_efectivo', value)}
        />
        <SaleFields values={values} errors={errors} onChange={setValue} />
        {ACCESSORY_NUMBERS.map(([field, label]) => (
          <TextField
            key={field}
            label={label}
            name={field}
            inputMode="decimal"
            value={values[field]}
            error={errors[field]}
            onChange={(event) => setValue(field, event.target.value)}
          />
        ))}
      </div>
      <AvailabilityFieldset hint="«Sin datos» muestra «Consultá disponibilidad»." error={errors.disponibilidad}>
        <AvailabilityControl
          subject="el accesorio"
          cell={values.disponibilidad}
          checked={errors.disponibilidad !== undefined}
          onChange={(cell) => setValue('disponibilidad', cell)}
        />
      </AvailabilityFieldset>
    </>
  );
}
