import { CATEGORY_IDS, findCategory } from '@plantopia/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { categoryProductsQueryOptions } from '@/features/catalog/api/get-category-products';
import { featuredProductsQueryOptions } from '@/features/catalog/api/get-featured-products';
import { parseCatalogParams } from '@/features/catalog/lib/catalog-params';
import { productQueryOptions } from '@/features/product/api/get-product';
import { NotFoundScreen } from './errors/not-found-screen';
import { PageCodeFailed, RootErrorScreen, RouteErrorScreen } from './errors/route-error';
import { RequireAdmin } from './guards/require-admin';
import { RequireSignedIn } from './guards/require-signed-in';
import { PageFallback } from './layout/page-fallback';
import { RootLayout } from './layout/root-layout';

/*
 * Every page is its own lazily loaded chunk (`lazy`) and has an errorElement, so a failing page shows an
 * error screen inside the layout and never blanks the app. Add new pages to `pages` below:
 *   page('cart', () => import('./routes/cart-page').then((m) => m.CartPage))
 *
 * Loaders only start the page's queries (without waiting), so the data downloads while the page's code
 * does; the page reads it with the same TanStack Query hooks.
 */

const pageError = <RouteErrorScreen />;

/**
 * A page's `lazy`: its component, or, when its code cannot be downloaded (offline, or a new version was
 * deployed meanwhile), a screen that says so. React Router would otherwise render an empty page.
 */
function lazyPage(load: () => Promise<ComponentType>) {
  return async (): Promise<{ Component: ComponentType }> => {
    try {
      return { Component: await load() };
    } catch (error) {
      return { Component: () => <PageCodeFailed error={error} /> };
    }
  };
}

/** A page at `path` whose component arrives in its own chunk. */
function page(path: string, load: () => Promise<ComponentType>): RouteObject {
  return { path, errorElement: pageError, lazy: lazyPage(load) };
}

const categoryPage = lazyPage(() => import('./routes/category-page').then((m) => m.CategoryPage));

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const prefetchCategory = ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const category = findCategory(url.pathname.split('/')[1] ?? '');
    if (category) {
      void queryClient.prefetchQuery(
        categoryProductsQueryOptions(category.id, parseCatalogParams(url.searchParams, category)),
      );
    }
    return null;
  };

  const pages: RouteObject[] = [
    {
      index: true,
      errorElement: pageError,
      loader: () => {
        void queryClient.prefetchQuery(featuredProductsQueryOptions());
        return null;
      },
      lazy: lazyPage(() => import('./routes/home-page').then((m) => m.HomePage)),
    },
    ...CATEGORY_IDS.map(
      (id): RouteObject => ({
        path: id,
        errorElement: pageError,
        loader: prefetchCategory,
        // Filter changes stay on the page; its own query follows them.
        shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
        lazy: categoryPage,
      }),
    ),
    {
      path: 'product/:id',
      errorElement: pageError,
      loader: ({ params }) => {
        if (params.id) void queryClient.prefetchQuery(productQueryOptions(params.id));
        return null;
      },
      lazy: lazyPage(() => import('./routes/product-page').then((m) => m.ProductPage)),
    },
    page('blogs', () => import('./routes/blog-list-page').then((m) => m.BlogListPage)),
    page('blogs/:id', () => import('./routes/blog-post-page').then((m) => m.BlogPostPage)),
    page('about', () => import('./routes/about-page').then((m) => m.AboutPage)),
    page('contact', () => import('./routes/contact-page').then((m) => m.ContactPage)),
    page('privacy', () => import('./routes/privacy-page').then((m) => m.PrivacyPage)),
    page('terms', () => import('./routes/terms-page').then((m) => m.TermsPage)),
    page('cart', () => import('./routes/cart-page').then((m) => m.CartPage)),
    page('login', () => import('./routes/login-page').then((m) => m.LoginPage)),
    page('register', () => import('./routes/register-page').then((m) => m.RegisterPage)),
    page('forgot-password', () => import('./routes/forgot-password-page').then((m) => m.ForgotPasswordPage)),
    page('reset-password', () => import('./routes/reset-password-page').then((m) => m.ResetPasswordPage)),
    {
      // Login required (SPEC §2): a spinner, then /login remembering the page. Pages add their `lazy` here.
      element: <RequireSignedIn />,
      errorElement: pageError,
      children: [
        page('profile', () => import('./routes/profile-page').then((m) => m.ProfilePage)),
        page('checkout', () => import('./routes/checkout-page').then((m) => m.CheckoutPage)),
        page('checkout/result/:orderId', () =>
          import('./routes/payment-result-page').then((m) => m.PaymentResultPage),
        ),
        page('wishlist', () => import('./routes/wishlist-page').then((m) => m.WishlistPage)),
        page('shipping', () => import('./routes/shipping-page').then((m) => m.ShippingPage)),
      ],
    },
    {
      // Admins only (SPEC §2): anyone else goes to /.
      element: <RequireAdmin />,
      errorElement: pageError,
      children: [page('admin', () => import('./routes/admin-page').then((m) => m.AdminPage))],
    },
    { path: '*', element: <NotFoundScreen />, errorElement: pageError },
  ];

  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RootErrorScreen />,
      children: [
        {
          id: 'pages',
          errorElement: pageError,
          // Shown inside the layout while the first page's code downloads.
          hydrateFallbackElement: <PageFallback />,
          children: pages,
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
