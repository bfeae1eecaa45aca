/**
 * The performance mark of the moment a page the server rendered works (app/start/early-events.tsx sets it):
 * bench/dead-window.mjs and the speed report (features/vitals) measure from the first contentful paint to it.
 */
export const HYDRATED_MARK = 'hydrated';
