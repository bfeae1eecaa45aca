// What other features may use of the change history: its answer schema, its reads and its writer.
export { HistoryAnswerSchema } from './history-schemas';
export { listHistory, valuesAfter } from './history-store';
export type { Author, HistoryWrites } from './history-writes';
