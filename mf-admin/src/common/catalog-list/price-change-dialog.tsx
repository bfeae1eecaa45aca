import { useId, useState } from 'react';
import { PRICE_CHANGE_KINDS, type PriceChangeAnswer } from '@shop/contract';
import { errorMessage } from '@shop/shared/api';
import { SelectField, TextField } from '@shop/shared/ui/form-field';
import type { CatalogListItem, CatalogTable } from '../admin-api/catalog-types';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { useAdminCatalogPriceChangeMutation } from './bulk-price-api';
import {
  INITIAL_FIELDS,
  previewRows,
  priceChangeOf,
  type PriceChangeFields,
  ROUNDING_OPTIONS,
} from './price-change-form';
import { PricePreview } from './price-preview';
import styles from './catalog-list.module.css';

interface PriceChangeDialogProps {
  table: CatalogTable;
  items: readonly CatalogListItem[];
  onApplied: (answer: PriceChangeAnswer) => void;
  onClose: () => void;
}

const KIND_LABELS: Record<PriceChangeFields['tipo'], string> = { porcentaje: 'Porcentaje (%)', monto: 'Monto ($)' };

/** 'Cambiar precios': ± % or ± $, rounded, with a preview of every new price; one call applies all or none. */
export function PriceChangeDialog({ table, items, onApplied, onClose }: PriceChangeDialogProps) {
  const formId = useId();
  const [fields, setFields] = useState<PriceChangeFields>(INITIAL_FIELDS);
  const [attempted, setAttempted] = useState(false);
  // Once the amount is left, its problem shows: not while '9.800' is being typed and reads '9.8' on the way.
  const [left, setLeft] = useState(false);
  const [apply, { isLoading, error, reset }] = useAdminCatalogPriceChangeMutation();
  const reading = priceChangeOf(fields);
  const change = 'change' in reading ? reading.change : null;
  const rows = previewRows(table, items, change);
  const set = <K extends keyof PriceChangeFields>(name: K, value: PriceChangeFields[K]) => {
    reset();
    setFields((current) => ({ ...current, [name]: value }));
  };

  async function submit() {
    setAttempted(true);
    if (!change || rows.some((row) => row.problem)) return;
    const listed = items.map((item) => ({ id: item.id, version: item.version ?? 0 }));
    const result = await apply({ table, items: listed, cambio: change });
    if ('data' in result && result.data) onApplied(result.data);
  }

  return (
    <ConfirmDialog
      title={items.length === 1 ? 'Cambiar el precio de 1 producto' : `Cambiar el precio de ${items.length} productos`}
      confirmLabel="Aplicar"
      confirmForm={formId}
      busy={isLoading}
      busyLabel="Aplicando…"
      onCancel={onClose}
    >
      <form
        id={formId}
        className={styles.priceForm}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <SelectField
          label="Cambio"
          value={fields.direccion}
          onChange={(event) => set('direccion', event.target.value === 'bajar' ? 'bajar' : 'subir')}
        >
          <option value="subir">Subir</option>
          <option value="bajar">Bajar</option>
        </SelectField>
        <TextField
          label="Valor"
          inputMode="decimal"
          value={fields.valor}
          error={(attempted || (left && fields.valor.trim() !== '')) && 'error' in reading ? reading.error : null}
          onChange={(event) => set('valor', event.target.value)}
          onBlur={() => setLeft(true)}
        />
        <SelectField
          label="En"
          value={fields.tipo}
          onChange={(event) => set('tipo', event.target.value === 'monto' ? 'monto' : 'porcentaje')}
        >
          {PRICE_CHANGE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {KIND_LABELS[kind]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Redondeo"
          value={fields.redondeo}
          onChange={(event) =>
            set('redondeo', ROUNDING_OPTIONS.find(([step]) => String(step) === event.target.value)?.[0] ?? 1)
          }
        >
          {ROUNDING_OPTIONS.map(([step, label]) => (
            <option key={step} value={step}>
              {label}
            </option>
          ))}
        </SelectField>
      </form>
      <PricePreview rows={rows} />
      {error && (
        <p className={styles.dialogError} role="alert">
          No se cambió ningún precio: {errorMessage(error, 'Error al guardar')}
        </p>
      )}
    </ConfirmDialog>
  );
}
