import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CartProvider } from '@/features/cart';
import { isApiError } from '@/lib/api-client';
import { I18nProvider } from '@/lib/i18n/react';
import type { Translator } from '@/lib/i18n/translator';
import { SessionProvider } from '@/lib/session';
import { Toaster } from '@/lib/toast';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // Offline, a query pauses instead of failing and resumes by itself when the connection returns;
        // failed ones are fetched again then too. Screens show <OfflineNotice> meanwhile (lib/network.ts),
        // never a skeleton that waits forever. Requests that hang end at the api client's timeout.
        networkMode: 'online',
        refetchOnReconnect: true,
        // A 4xx will answer the same again; network trouble and 5xx get two more tries.
        retry: (failureCount, error) => {
          if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
      },
    },
  });
}

export function AppProviders({
  queryClient,
  i18n,
  signedOut,
  children,
}: {
  queryClient: QueryClient;
  /** The page's language and its catalogs (lib/i18n). */
  i18n: Translator;
  /** The server rendered the page for a visitor without a session (lib/session.tsx). */
  signedOut?: boolean;
  children: ReactNode;
}) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider signedOut={signedOut}>
          <CartProvider>{children}</CartProvider>
        </SessionProvider>
        <Toaster
          position="top-center"
          toastOptions={{
            className: '!rounded-xl !text-sm !font-medium !text-ink !shadow-lift',
            success: { iconTheme: { primary: '#1f4d33', secondary: '#ffffff' } },
            error: { iconTheme: { primary: '#b42318', secondary: '#ffffff' } },
          }}
        />
      </QueryClientProvider>
    </I18nProvider>
  );
}
