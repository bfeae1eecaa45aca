import { ENQUIRY_PATH } from '@shop/shared/enquiry';
import { REVOCATION_PATH } from '@shop/shared/domain';
import type { RemoteRoutes } from '@shop/shared/remote';

/** The host's own screens by route pattern, each in its own chunk so that `/` carries only the home page. */
export const hostScreens: RemoteRoutes = {
  '/': () => import('../features/home/home-page').then((module) => module.homeScreen),
  '/contacto': () => import('../features/contact/contact-page').then((module) => ({ Component: module.ContactPage })),
  '/ubicacion': () =>
    import('../features/locations/locations-page').then((module) => ({ Component: module.LocationsPage })),
  '/login': () => import('../features/auth/login-page').then((module) => ({ Component: module.LoginPage })),
  '/register': () => import('../features/auth/register-page').then((module) => ({ Component: module.RegisterPage })),
  [REVOCATION_PATH]: () =>
    import('../features/revocation/revocation-page').then((module) => ({ Component: module.RevocationPage })),
  [ENQUIRY_PATH]: () =>
    import('../features/enquiry/enquiry-page').then((module) => ({ Component: module.EnquiryPage })),
};
