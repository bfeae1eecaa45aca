/** One choice of a catalogue filter: the value sent in the query, and what the shopper reads. */
export interface FilterOption {
  value: string;
  label: string;
}
