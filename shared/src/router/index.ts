// The router every app uses, shared through federation as `@shop/shared/router`. Sharing
// react-router-dom itself ships all of it (62 KB gzip); this module names what the site uses,
// so the build drops the rest (about half).
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  createBrowserRouter,
  createMemoryRouter,
  isRouteErrorResponse,
  matchRoutes,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
  type RouteObject,
} from 'react-router-dom';
