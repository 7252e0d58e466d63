import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session';

/** The admin guard (SPEC §2): anyone who is not signed in with the role admin goes to /. */
export function RequireAdmin() {
  const { user, role, loading } = useSession();
  if (loading && role !== 'admin') return <PageSpinner label="Checking your account…" />;
  if (!user || role !== 'admin') return <Navigate to="/" replace />;
  return <Outlet />;
}
