// The list's state only, which every page's store holds: 'Agregar a mi consulta' is a module of its own
// (@shop/shared/enquiry/add-to-enquiry), loaded by the product pages alone.
export { clampQuantity, ENQUIRY_PATH, lineKey, MAX_LINES, MAX_QUANTITY, productLine } from './enquiry-line';
export type { EnquiryLine } from './enquiry-line';
export {
  enquiryRestored,
  enquirySlice,
  initialEnquiryState,
  lineAdded,
  lineChecked,
  lineRemoved,
  quantityChanged,
  selectEnquiryCount,
  selectEnquiryLines,
  selectEnquiryRestored,
} from './enquiry-slice';
export type { EnquiryState } from './enquiry-slice';
export { useRestoreEnquiry } from './use-restore-enquiry';
export { ENQUIRY_KEY, persistEnquiry, readStoredEnquiry, syncEnquiryAcrossTabs } from './enquiry-storage';
