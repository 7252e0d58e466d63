/*
 * The shop's router (docs/decisions/042-own-router.md): routes with lazily loaded pages, loaders that
 * start a page's queries (and on the server wait for them), an error screen per page, scroll restoration,
 * and the hooks pages use. It does what the shop asks of a router and nothing more, in a few KiB.
 */

export { memoryHistory } from './history';
export { createPath, resolveTo, type To } from './location';
export { type LoaderArgs, matchRoutes, type RouteObject } from './match';
export {
  Form,
  MemoryRouter,
  Navigate,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  useLocation,
  useNavigate,
  useNavigation,
  useParams,
  useRouteError,
  useRouter,
  useSearchParams,
} from './react';
export { data, ErrorResponse, isRouteErrorResponse, Redirect, redirect } from './responses';
export {
  createBrowserRouter,
  createMemoryRouter,
  createRouter,
  type NavigateOptions,
  prepareMatches,
  type RouteError,
} from './router';
