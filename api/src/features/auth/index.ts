// What other features may use of auth: who is asking, and the attempt counters.
export { identify, isAdmin, requireAdmin } from './auth-context';
export { countAttempt } from './attempt-counters';
