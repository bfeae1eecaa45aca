export type { PrefetchContext, PrefetchOutcome, RemoteRoutes, RemoteRoutesModule, Screen } from './remote-contract';
export { startStandalone } from './start-standalone';
