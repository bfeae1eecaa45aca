// What other features may use of the enquiry events: the counts that rank products.
export { countOver } from './event-store';
