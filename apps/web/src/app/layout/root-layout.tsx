import { Suspense } from 'react';
import { LanguageAlternates } from '@/components/language-alternates';
import { HydrateLater } from '@/lib/hydrate-later';
import { useTranslation } from '@/lib/i18n/react';
import { Outlet, ScrollRestoration } from '@/lib/router';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { NavigationProgress } from './navigation-progress';
import { PageFallback } from './page-fallback';

export function RootLayout() {
  const { t } = useTranslation('common');
  // The first pass hydrates only the providers and the router: the layout's frame is a part of its own,
  // and each part it holds another (lib/hydrate-later.tsx).
  return (
    <HydrateLater>
      <div className="flex min-h-dvh flex-col">
        <LanguageAlternates />
        <a
          href="#main"
          className="sr-only z-50 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {t('shell.skipToContent')}
        </a>
        <NavigationProgress />
        {/* The header hydrates after the page's first pass, its menus, search box and slots each later still
          (lib/hydrate-later.tsx). */}
        <HydrateLater>
          <Navbar />
        </HydrateLater>
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {/* A page whose catalogs are still loading suspends (lib/i18n/react.tsx). React kept the previous
            page meanwhile, as a navigation is a transition there; Preact has no transitions and shows this
            (decision 040). */}
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </main>
        <HydrateLater>
          <Footer />
        </HydrateLater>
        <ScrollRestoration />
      </div>
    </HydrateLater>
  );
}
