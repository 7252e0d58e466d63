import { CATEGORY_IDS, findCategory } from '@plantopia/shared';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { blogQueryOptions } from '@/features/blog/api/get-blog';
import { plantFinderQueryOptions } from '@/features/catalog/api/find-plants';
import { categoryProductsQueryOptions } from '@/features/catalog/api/get-category-products';
import { featuredProductsQueryOptions } from '@/features/catalog/api/get-featured-products';
import { parseCatalogParams } from '@/features/catalog/lib/catalog-params';
import { hasAnswers, parseFinderAnswers } from '@/features/catalog/lib/finder-answers';
import { orderConfirmationQueryOptions } from '@/features/orders/api/order-confirmation';
import { productQueryOptions } from '@/features/product/api/get-product';
import { searchParamsOf, searchResultsQueryOptions } from '@/features/search/api';
import { blogsQueryOptions } from '@/lib/api/blogs';
import { isApiError } from '@/lib/api-client';
import { data, type LoaderArgs, type RouteObject, redirect } from '@/lib/router';
import { shippingRatesQueryOptions } from '@/lib/shipping-rates';
import { loadToasts } from '@/lib/toast';
import { NotFoundScreen } from './errors/not-found-screen';
import { PageCodeFailed, RootErrorScreen, RouteErrorScreen } from './errors/route-error';
import { RequireAdmin, RequireBackOffice } from './guards/require-back-office';
import { RequireSignedIn } from './guards/require-signed-in';
import { PageFallback } from './layout/page-fallback';
import { RootLayout } from './layout/root-layout';

/*
 * Every page is its own lazily loaded chunk (`lazy`) and has an errorElement, so a failing page shows an
 * error screen inside the layout and never blanks the app. Add new pages to `pages` below:
 *   page('cart', () => import('./routes/cart-page').then((m) => m.CartPage))
 *
 * In the browser, loaders only start the page's queries (without waiting), so the data downloads while
 * the page's code does; the page reads it with the same TanStack Query hooks. On the server
 * (entry-server.tsx) the same loaders wait for the data, so the HTML holds the page's content and the
 * dehydrated query cache lets the browser hydrate without fetching it again; a record that does not exist
 * becomes the route's 404, any other failure its crash screen (500).
 */

const pageError = <RouteErrorScreen />;

/**
 * A page's `lazy`: its component, or, when its code cannot be downloaded (offline, or a new version was
 * deployed meanwhile), a screen that says so.
 */
function lazyPage(load: () => Promise<ComponentType>) {
  return async (): Promise<ComponentType> => {
    try {
      return await load();
    } catch (error) {
      return () => <PageCodeFailed error={error} />;
    }
  };
}

/** A page at `path` whose component arrives in its own chunk. */
function page(path: string, load: () => Promise<ComponentType>): RouteObject {
  return { path, errorElement: pageError, lazy: lazyPage(load) };
}

const categoryPage = lazyPage(() => import('./routes/category-page').then((m) => m.CategoryPage));

export interface RenderSide {
  /** Rendering on the server: loaders wait for their data; guards answer with redirects. */
  server: boolean;
  /** On the server: whether the request carries a valid session (a signed-out visitor of a login-required page is redirected). */
  signedIn?: boolean;
}

export function createRoutes(queryClient: QueryClient, side: RenderSide = { server: false }): RouteObject[] {
  /** In the browser, starts the query and returns at once (the navigation need not wait for it). */
  function load<T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>): Promise<null> | null {
    if (!side.server) {
      void queryClient.prefetchQuery(options);
      return null;
    }
    return queryClient.fetchQuery(options).then(
      () => null,
      (error: unknown) => {
        if (isApiError(error) && error.status === 404) throw data('Not found', { status: 404 });
        throw error;
      },
    );
  }

  const loadCategory = ({ url }: LoaderArgs) => {
    const category = findCategory(url.pathname.split('/')[1] ?? '');
    if (!category) return null;
    return load(categoryProductsQueryOptions(category.id, parseCatalogParams(url.searchParams, category)));
  };

  /** A signed-out visitor of a login-required page is sent to /login by the server itself (a 302). */
  const requireSession = ({ url }: LoaderArgs) => {
    if (!side.server || side.signedIn) return null;
    throw redirect(`/login?from=${encodeURIComponent(`${url.pathname}${url.search}`)}`, 302);
  };

  /**
   * Loads like `load`, but a failure does not fail the page: the server renders that part loading, as the
   * browser's first render is (it keeps no failed query), and the browser asks again. A server-rendered
   * failure would not match what it hydrates.
   */
  function loadOrLeaveToBrowser<T, K extends QueryKey>(
    options: FetchQueryOptions<T, Error, T, K>,
  ): Promise<null> | null {
    return (
      load(options)?.catch(() => {
        queryClient.removeQueries({ queryKey: options.queryKey });
        return null;
      }) ?? null
    );
  }

  /** A page that mentions the delivery fee (terms, the sign-in side panel) renders it from the server. */
  const withDeliveryFee = (route: RouteObject): RouteObject => ({
    ...route,
    loader: () => loadOrLeaveToBrowser(shippingRatesQueryOptions()),
  });

  const pages: RouteObject[] = [
    {
      index: true,
      errorElement: pageError,
      loader: () =>
        all([load(featuredProductsQueryOptions()), loadOrLeaveToBrowser(shippingRatesQueryOptions())]),
      lazy: lazyPage(() => import('./routes/home-page').then((m) => m.HomePage)),
    },
    ...CATEGORY_IDS.map(
      (id): RouteObject => ({
        path: id,
        errorElement: pageError,
        loader: loadCategory,
        // Filter changes stay on the page; its own query follows them.
        shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
        lazy: categoryPage,
      }),
    ),
    {
      path: 'product/:id',
      errorElement: pageError,
      loader: ({ params }) =>
        all([load(productQueryOptions(params.id ?? '')), load(shippingRatesQueryOptions())]),
      lazy: lazyPage(() => import('./routes/product-page').then((m) => m.ProductPage)),
    },
    {
      ...page('blogs', () => import('./routes/blog-list-page').then((m) => m.BlogListPage)),
      loader: () => load(blogsQueryOptions()),
    },
    {
      ...page('blogs/:id', () => import('./routes/blog-post-page').then((m) => m.BlogPostPage)),
      loader: ({ params }) => load(blogQueryOptions(params.id ?? '')),
    },
    {
      ...page('plants/finder', () => import('./routes/plant-finder-page').then((m) => m.PlantFinderPage)),
      loader: ({ url }) => {
        const answers = parseFinderAnswers(url.searchParams);
        return hasAnswers(answers) ? load(plantFinderQueryOptions(answers)) : null;
      },
    },
    {
      ...page('search', () => import('./routes/search-page').then((m) => m.SearchPage)),
      loader: ({ url }) => {
        const { q, page: pageNumber } = searchParamsOf(url.searchParams);
        return q ? load(searchResultsQueryOptions(q, pageNumber)) : null;
      },
    },
    page('about', () => import('./routes/about-page').then((m) => m.AboutPage)),
    page('contact', () => import('./routes/contact-page').then((m) => m.ContactPage)),
    page('privacy', () => import('./routes/privacy-page').then((m) => m.PrivacyPage)),
    withDeliveryFee(page('terms', () => import('./routes/terms-page').then((m) => m.TermsPage))),
    page('cart', () => import('./routes/cart-page').then((m) => m.CartPage)),
    // Open signed out: the page itself asks for a mobile number and its code (docs/decisions/037).
    page('checkout', () => import('./routes/checkout-page').then((m) => m.CheckoutPage)),
    withDeliveryFee(page('login', () => import('./routes/login-page').then((m) => m.LoginPage))),
    withDeliveryFee(page('register', () => import('./routes/register-page').then((m) => m.RegisterPage))),
    withDeliveryFee(
      page('forgot-password', () =>
        import('./routes/forgot-password-page').then((m) => m.ForgotPasswordPage),
      ),
    ),
    withDeliveryFee(
      page('reset-password', () => import('./routes/reset-password-page').then((m) => m.ResetPasswordPage)),
    ),
    page('stock-alerts/unsubscribe', () =>
      import('./routes/stock-alert-unsubscribe-page').then((m) => m.StockAlertUnsubscribePage),
    ),
    page('care-reminders/stop', () =>
      import('./routes/care-reminders-stop-page').then((m) => m.CareRemindersStopPage),
    ),
    {
      // A COD order's SMS link (decision 032), no account needed. A refused link is the page's own message
      // (the browser asks again), never the server's error page.
      ...page('confirm-order/:token', () =>
        import('./routes/confirm-order-page').then((m) => m.ConfirmOrderPage),
      ),
      // A refused link is rendered loading by the server and asked again by the browser.
      loader: ({ params }) => loadOrLeaveToBrowser(orderConfirmationQueryOptions(params.token ?? '')),
    },
    {
      // Login required (docs/behaviour.md §16.1): a spinner, then /login remembering the page.
      // Pages add their `lazy` here.
      element: <RequireSignedIn />,
      errorElement: pageError,
      loader: requireSession,
      children: [
        page('profile', () => import('./routes/profile-page').then((m) => m.ProfilePage)),
        page('checkout/result/:orderId', () =>
          import('./routes/payment-result-page').then((m) => m.PaymentResultPage),
        ),
        page('wishlist', () => import('./routes/wishlist-page').then((m) => m.WishlistPage)),
        {
          ...page('shipping', () => import('./routes/shipping-page').then((m) => m.ShippingPage)),
          loader: () => load(shippingRatesQueryOptions()),
        },
      ],
    },
    {
      path: '*',
      // A thrown 404 (the error screen shows <NotFoundScreen>), so the server answers it with a real 404.
      loader: () => {
        throw data('Not found', { status: 404 });
      },
      element: <NotFoundScreen />,
      errorElement: pageError,
    },
    {
      // The back office (docs/behaviour.md §16.1, issue 23): the owner and staff; anyone else goes to /. A
      // layout with its navigation, and one address per screen, each screen its own chunk.
      element: <RequireBackOffice />,
      errorElement: pageError,
      loader: requireSession,
      children: [
        {
          path: 'admin',
          errorElement: pageError,
          // The back office toasts through react-hot-toast itself: its toaster must be mounted (lib/toast.tsx).
          lazy: lazyPage(() => {
            void loadToasts();
            return import('@/features/admin/components/layout/admin-layout').then((m) => m.AdminLayout);
          }),
          children: [
            {
              index: true,
              errorElement: pageError,
              lazy: lazyPage(() =>
                import('@/features/admin/components/home/home-screen').then((m) => m.HomeScreen),
              ),
            },
            page('orders', () =>
              import('@/features/admin/components/orders/orders-screen').then((m) => m.OrdersScreen),
            ),
            page('orders/:id', () =>
              import('@/features/admin/components/orders/order-screen').then((m) => m.OrderScreen),
            ),
            page('reviews', () =>
              import('@/features/admin/components/reviews-screen').then((m) => m.ReviewsScreen),
            ),
            page('messages', () =>
              import('@/features/admin/components/messages-screen').then((m) => m.MessagesScreen),
            ),
            page('notifications', () =>
              import('@/features/admin/components/notifications-screen').then((m) => m.NotificationsScreen),
            ),
            // Staff read customers (issue 24 item 4); blocking one is the admin's, on the server as here.
            page('customers', () =>
              import('@/features/admin/components/customers/customers-screen').then((m) => m.CustomersScreen),
            ),
            page('customers/:id', () =>
              import('@/features/admin/components/customers/customer-screen').then((m) => m.CustomerScreen),
            ),
            {
              // The owner's screens; the back office's navigation hides them from staff too.
              element: <RequireAdmin />,
              children: [
                page('products', () =>
                  import('@/features/admin/components/products-screen').then((m) => m.ProductsScreen),
                ),
                page('products/new', () =>
                  import('@/features/admin/components/product-editor').then((m) => m.NewProductScreen),
                ),
                page('products/import', () =>
                  import('@/features/admin/components/product-import-screen').then(
                    (m) => m.ProductImportScreen,
                  ),
                ),
                page('products/import/:id', () =>
                  import('@/features/admin/components/product-import-screen').then(
                    (m) => m.ProductImportScreen,
                  ),
                ),
                page('products/:id', () =>
                  import('@/features/admin/components/product-editor').then((m) => m.EditProductScreen),
                ),
                page('coupons', () =>
                  import('@/features/admin/components/coupons-screen').then((m) => m.CouponsScreen),
                ),
                page('delivery', () =>
                  import('@/features/admin/components/delivery-screen').then((m) => m.DeliveryScreen),
                ),
                page('couriers', () =>
                  import('@/features/admin/components/courier-places-screen').then(
                    (m) => m.CourierPlacesScreen,
                  ),
                ),
                page('blog', () =>
                  import('@/features/admin/components/blog-screen').then((m) => m.BlogScreen),
                ),
                page('reports', () =>
                  import('@/features/admin/components/reports/reports-screen').then((m) => m.ReportsScreen),
                ),
              ],
            },
          ],
        },
      ],
    },
  ];

  return [
    {
      element: <RootLayout />,
      errorElement: <RootErrorScreen />,
      children: [
        {
          errorElement: pageError,
          // Shown inside the layout while the first page's code downloads (a page the server did not render).
          fallbackElement: <PageFallback />,
          children: pages,
        },
      ],
    },
  ];
}

/** Waits for a page's loaders together; in the browser, where they only start queries, for nothing. */
function all(loading: Array<Promise<null> | null>): Promise<null> | null {
  return loading.some((part) => part !== null) ? Promise.all(loading).then(() => null) : null;
}
