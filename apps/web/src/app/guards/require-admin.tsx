import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session';

/** The admin guard (SPEC §2): anyone who is not signed in with the role admin goes to /. */
export function RequireAdmin() {
  const { user, role, loading } = useSession();
  const { t } = useTranslation('common');
  if (loading && role !== 'admin') return <PageSpinner label={t('shell.checkingAccount')} />;
  if (!user || role !== 'admin') return <Navigate to="/" replace />;
  return <Outlet />;
}
