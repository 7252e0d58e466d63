import { CATEGORY_IDS, findCategory } from '@plantopia/shared';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { categoryProductsQueryOptions } from '@/features/catalog/api/get-category-products';
import { featuredProductsQueryOptions } from '@/features/catalog/api/get-featured-products';
import { parseCatalogParams } from '@/features/catalog/lib/catalog-params';
import { productQueryOptions } from '@/features/product/api/get-product';
import { NotFoundScreen } from './errors/not-found-screen';
import { RootErrorScreen, RouteErrorScreen } from './errors/route-error';
import { RequireAdmin } from './guards/require-admin';
import { RequireSignedIn } from './guards/require-signed-in';
import { PageFallback } from './layout/page-fallback';
import { RootLayout } from './layout/root-layout';

/*
 * Every page is its own lazily loaded chunk (`lazy`) and has an errorElement, so a failing page shows an
 * error screen inside the layout and never blanks the app. Add new pages to `pages` below:
 *   { path: 'cart', errorElement: pageError, lazy: () => import('./routes/cart-page').then((m) => ({ Component: m.CartPage })) }
 *
 * Loaders only start the page's queries (without waiting), so the data downloads while the page's code
 * does; the page reads it with the same TanStack Query hooks.
 */

const pageError = <RouteErrorScreen />;

const categoryPage = () => import('./routes/category-page').then((m) => ({ Component: m.CategoryPage }));

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
      lazy: () => import('./routes/home-page').then((m) => ({ Component: m.HomePage })),
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
      lazy: () => import('./routes/product-page').then((m) => ({ Component: m.ProductPage })),
    },
    {
      path: 'blogs',
      errorElement: pageError,
      lazy: () => import('./routes/blog-list-page').then((m) => ({ Component: m.BlogListPage })),
    },
    {
      path: 'blogs/:id',
      errorElement: pageError,
      lazy: () => import('./routes/blog-post-page').then((m) => ({ Component: m.BlogPostPage })),
    },
    {
      path: 'about',
      errorElement: pageError,
      lazy: () => import('./routes/about-page').then((m) => ({ Component: m.AboutPage })),
    },
    {
      path: 'contact',
      errorElement: pageError,
      lazy: () => import('./routes/contact-page').then((m) => ({ Component: m.ContactPage })),
    },
    {
      path: 'privacy',
      errorElement: pageError,
      lazy: () => import('./routes/privacy-page').then((m) => ({ Component: m.PrivacyPage })),
    },
    {
      path: 'terms',
      errorElement: pageError,
      lazy: () => import('./routes/terms-page').then((m) => ({ Component: m.TermsPage })),
    },
    {
      path: 'cart',
      errorElement: pageError,
      lazy: () => import('./routes/cart-page').then((m) => ({ Component: m.CartPage })),
    },
    {
      path: 'login',
      errorElement: pageError,
      lazy: () => import('./routes/login-page').then((m) => ({ Component: m.LoginPage })),
    },
    {
      path: 'register',
      errorElement: pageError,
      lazy: () => import('./routes/register-page').then((m) => ({ Component: m.RegisterPage })),
    },
    {
      path: 'forgot-password',
      errorElement: pageError,
      lazy: () => import('./routes/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })),
    },
    {
      path: 'reset-password',
      errorElement: pageError,
      lazy: () => import('./routes/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
    },
    {
      // Login required (SPEC §2): a spinner, then /login remembering the page. Pages add their `lazy` here.
      element: <RequireSignedIn />,
      errorElement: pageError,
      children: [
        {
          path: 'profile',
          errorElement: pageError,
          lazy: () => import('./routes/profile-page').then((m) => ({ Component: m.ProfilePage })),
        },
        {
          path: 'checkout',
          errorElement: pageError,
          lazy: () => import('./routes/checkout-page').then((m) => ({ Component: m.CheckoutPage })),
        },
        {
          path: 'wishlist',
          errorElement: pageError,
          lazy: () => import('./routes/wishlist-page').then((m) => ({ Component: m.WishlistPage })),
        },
        {
          path: 'shipping',
          errorElement: pageError,
          lazy: () => import('./routes/shipping-page').then((m) => ({ Component: m.ShippingPage })),
        },
      ],
    },
    {
      // Admins only (SPEC §2): anyone else goes to /.
      element: <RequireAdmin />,
      errorElement: pageError,
      children: [
        {
          path: 'admin',
          errorElement: pageError,
          lazy: () => import('./routes/admin-page').then((m) => ({ Component: m.AdminPage })),
        },
      ],
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
