export { useAppDispatch, useAppSelector, useAppStore } from './hooks';
export { makeStore } from './make-store';
export type { AppDispatch, AppStore, RootState } from './make-store';
