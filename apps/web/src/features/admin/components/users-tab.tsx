import type { AdminUser } from '@plantopia/shared';
import { UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { OfflineNotice } from '@/components/offline-notice';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { errorMessage } from '@/lib/api-client';
import { useFormat } from '@/lib/i18n';
import { useWaitingForNetwork } from '@/lib/network';
import { useUsers } from '../api/get-users';
import { PanelEmpty, PanelError, PanelSkeleton } from './panel-states';
import { type Column, TableHead } from './table-head';

const COLUMNS: (Omit<Column, 'label'> & { labelKey: string })[] = [
  { labelKey: 'users.columns.user' },
  { labelKey: 'users.columns.email' },
  { labelKey: 'users.columns.orders', align: 'right' },
  { labelKey: 'users.columns.cartItems', align: 'right' },
  { labelKey: 'users.columns.joined' },
  { labelKey: 'users.columns.role' },
];

function RoleBadge({ role }: { role: AdminUser['role'] }) {
  const { t } = useTranslation('admin');
  return (
    <Badge tone={role === 'admin' ? 'terracotta' : 'neutral'}>
      {role === 'admin' ? t('users.role.admin') : t('users.role.customer')}
    </Badge>
  );
}

export function UsersTab() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const users = useUsers();
  const offline = useWaitingForNetwork(users);

  if (offline) return <OfflineNotice compact onRetry={() => users.refetch()} />;
  if (users.isPending) return <PanelSkeleton rows={5} rowClassName="h-16" />;
  if (users.isError)
    return <PanelError message={errorMessage(users.error)} onRetry={() => void users.refetch()} />;
  const displayName = (user: AdminUser) => user.displayName.trim() || t('anonymous');
  if (users.data.length === 0) {
    return (
      <PanelEmpty icon={UsersRound} title={t('users.emptyTitle')}>
        {t('users.emptyText')}
      </PanelEmpty>
    );
  }

  return (
    <section aria-labelledby="users-heading" className="rounded-card bg-surface shadow-card ring-1 ring-line">
      <h2 id="users-heading" className="border-b border-line px-4 py-3 text-base font-semibold sm:px-5">
        {t('users.heading')}{' '}
        <span className="font-normal text-muted">
          {t('headingCount', { count: format.number(users.data.length) })}
        </span>
      </h2>
      {/* Phones: one card per user. */}
      <ul className="divide-y divide-line md:hidden">
        {users.data.map((user) => (
          <li key={user.uid} className="flex gap-3 px-4 py-4">
            <Avatar src={user.photoURL} name="" size={40} />
            <div className="min-w-0 flex-1">
              <div className="flex items-center justify-between gap-2">
                <p className="truncate font-medium">{displayName(user)}</p>
                <RoleBadge role={user.role} />
              </div>
              <p className="truncate text-sm text-muted">{user.email}</p>
              <p className="mt-1 text-xs text-muted">
                {t('users.summary', {
                  orders: user.orderCount,
                  cart: user.cartItemCount,
                  date: format.date(user.createdAt),
                })}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <TableHead
            columns={COLUMNS.map(({ labelKey, ...column }) => ({ ...column, label: t(labelKey) }))}
          />
          <tbody className="divide-y divide-line">
            {users.data.map((user) => (
              <tr key={user.uid}>
                <td className="px-5 py-3">
                  <span className="flex items-center gap-3">
                    <Avatar src={user.photoURL} name="" size={40} />
                    <span className="font-medium">{displayName(user)}</span>
                  </span>
                </td>
                <td className="px-5 py-3 text-muted">{user.email}</td>
                <td className="px-5 py-3 text-right tabular-nums">{format.number(user.orderCount)}</td>
                <td className="px-5 py-3 text-right tabular-nums">{format.number(user.cartItemCount)}</td>
                <td className="px-5 py-3 whitespace-nowrap text-muted">{format.date(user.createdAt)}</td>
                <td className="px-5 py-3">
                  <RoleBadge role={user.role} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
