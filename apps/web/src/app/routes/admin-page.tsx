import { AdminDashboard } from '@/features/admin';

/** /admin: the whole dashboard lives in this lazily loaded chunk; shoppers never download it. */
export function AdminPage() {
  return <AdminDashboard />;
}
