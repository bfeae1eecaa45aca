import { startStandalone } from '@shop/shared/remote';
import { routes } from './routes';

startStandalone('accessories', routes);
