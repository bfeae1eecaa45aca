import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { clampQuantity, lineKey, MAX_LINES, type EnquiryLine } from './enquiry-line';

export interface EnquiryState {
  lines: EnquiryLine[];
  /** Whether the list has been read from this browser's storage: the server never knows it. */
  restored: boolean;
}

export const initialEnquiryState: EnquiryState = { lines: [], restored: false };

export const enquirySlice = createSlice({
  name: 'enquiry',
  initialState: initialEnquiryState,
  reducers: {
    /** The list as this browser keeps it: read after hydration, and again when another tab changes it. */
    enquiryRestored(state, action: PayloadAction<EnquiryLine[]>) {
      state.lines = action.payload.slice(0, MAX_LINES);
      state.restored = true;
    },
    /** Adds a product with its choice, or adds to its line when it is already there. */
    lineAdded(state, action: PayloadAction<EnquiryLine>) {
      const key = lineKey(action.payload);
      const existing = state.lines.find((line) => lineKey(line) === key);
      if (existing) {
        existing.cantidad = clampQuantity(existing.cantidad + action.payload.cantidad);
        existing.nombre = action.payload.nombre;
        existing.precio = action.payload.precio;
        existing.descuento_efectivo = action.payload.descuento_efectivo;
        delete existing.gone;
      } else if (state.lines.length < MAX_LINES) {
        state.lines.push({ ...action.payload, cantidad: clampQuantity(action.payload.cantidad) });
      }
    },
    quantityChanged(state, action: PayloadAction<{ key: string; cantidad: number }>) {
      const line = state.lines.find((candidate) => lineKey(candidate) === action.payload.key);
      if (line) line.cantidad = clampQuantity(action.payload.cantidad);
    },
    /** What the shop says of the line's product today: its name, prices and availability, or that it is gone (null). */
    lineChecked(
      state,
      action: PayloadAction<{
        key: string;
        product: Pick<EnquiryLine, 'nombre' | 'precio' | 'descuento_efectivo' | 'categoria' | 'disponibilidad'> | null;
      }>,
    ) {
      const line = state.lines.find((candidate) => lineKey(candidate) === action.payload.key);
      if (!line) return;
      const { product } = action.payload;
      if (product) {
        line.nombre = product.nombre;
        line.precio = product.precio;
        line.descuento_efectivo = product.descuento_efectivo;
        if (product.categoria) line.categoria = product.categoria;
        if (product.disponibilidad) line.disponibilidad = product.disponibilidad;
        else delete line.disponibilidad;
        delete line.gone;
      } else line.gone = true;
    },
    lineRemoved(state, action: PayloadAction<string>) {
      state.lines = state.lines.filter((line) => lineKey(line) !== action.payload);
    },
  },
});

export const { enquiryRestored, lineAdded, lineChecked, quantityChanged, lineRemoved } = enquirySlice.actions;

type WithEnquiry = { [enquirySlice.name]: EnquiryState };

export const selectEnquiryLines = (state: WithEnquiry) => state.enquiry.lines;
export const selectEnquiryRestored = (state: WithEnquiry) => state.enquiry.restored;
/** How many items the list holds, counting quantities: the header's badge. */
export const selectEnquiryCount = (state: WithEnquiry) =>
  state.enquiry.lines.reduce((total, line) => total + line.cantidad, 0);
