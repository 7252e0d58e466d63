import { PageSpinner } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/i18n/react';
import { Navigate, Outlet } from '@/lib/router';
import { useSession, worksInBackOffice } from '@/lib/session';

/**
 * The back office's guard (docs/behaviour.md §16.1, issue 23): the owner (admin) and staff come in; anyone
 * else goes to /. The server checks every request again; this only keeps others from an empty screen.
 */
export function RequireBackOffice() {
  const { user, role, loading } = useSession();
  const { t } = useTranslation('common');
  if (loading && !worksInBackOffice(role)) return <PageSpinner label={t('shell.checkingAccount')} />;
  if (!user || !worksInBackOffice(role)) return <Navigate to="/" replace />;
  return <Outlet />;
}

/**
 * The owner's screens (products, customers, coupons, delivery, blog): staff, whom the server refuses
 * there (403), go to the orders they work instead.
 */
export function RequireAdmin() {
  const { role } = useSession();
  if (role !== 'admin') return <Navigate to="/admin/orders" replace />;
  return <Outlet />;
}
