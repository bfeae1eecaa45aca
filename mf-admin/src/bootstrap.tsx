import { startStandalone } from '@shop/shared/remote';
import { routes } from './routes';
import { StandaloneLogin } from './standalone/standalone-login';

// On its own the remote has no host, so it brings a sign-in page for the guard to send to.
startStandalone('admin', { ...routes, '/login': async () => ({ Component: StandaloneLogin }) });
