export type { RemoteRoutes, RemoteRoutesModule } from './remote-contract';
export { lazyScreen } from './lazy-screen';
export { startStandalone } from './start-standalone';
