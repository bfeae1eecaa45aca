import { startStandalone } from '@shop/shared/remote';
import { routes } from './routes';

startStandalone('bikes', routes);
