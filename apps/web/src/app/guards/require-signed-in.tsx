import { PageSpinner } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/i18n/react';
import { Navigate, Outlet, useLocation } from '@/lib/router';
import { useSession } from '@/lib/session';

/** Where a guard sent the shopper from; the login page returns there after signing in. */
export interface ReturnState {
  from: string;
}

/**
 * The login-required guard (docs/behaviour.md §16.1): a spinner while the session resolves, then /login
 * remembering the page (path, query and hash), or the page itself.
 */
export function RequireSignedIn() {
  const { user, loading } = useSession();
  const location = useLocation();
  const { t } = useTranslation('common');
  if (loading && !user) return <PageSpinner label={t('shell.checkingAccount')} />;
  if (!user) {
    const state: ReturnState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}
