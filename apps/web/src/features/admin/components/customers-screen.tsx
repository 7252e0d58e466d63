import { type AdminUser, ROLES, type Role } from '@plantopia/shared';
import { UsersRound } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { useFormat } from '@/lib/i18n';
import { useUsers } from '../api/get-users';
import { type ListSpec, useListParams } from '../lib/list-params';
import { type LocalListRules, pageLocally } from '../lib/local-page';
import { DataTable, dataColumns } from './data-table/data-table';
import { FilterSelect } from './data-table/list-filters';
import { ListSearch } from './data-table/list-search';
import { AdminScreen } from './layout/admin-screen';

const ROLE_TEXT: Record<Role, { labelKey: string; tone: BadgeTone }> = {
  user: { labelKey: 'users.role.customer', tone: 'neutral' },
  staff: { labelKey: 'users.role.staff', tone: 'brand' },
  admin: { labelKey: 'users.role.admin', tone: 'terracotta' },
};

function RoleBadge({ role }: { role: Role }) {
  const { t } = useTranslation('admin');
  const text = ROLE_TEXT[role] ?? ROLE_TEXT.user;
  return <Badge tone={text.tone}>{t(text.labelKey)}</Badge>;
}

type Filter = 'role';
const LIST: ListSpec<Filter> = {
  pageSize: 25,
  filters: ['role'],
  sorts: ['joined', 'orders'],
  defaultSort: { id: 'joined', desc: true },
};

// `GET /api/users` answers every account at once; until it pages, the list is paged here.
const RULES: LocalListRules<AdminUser, Filter> = {
  searchIn: (user) => [user.displayName, user.email],
  compare: {
    joined: (a, b) => a.createdAt.localeCompare(b.createdAt),
    orders: (a, b) => a.orderCount - b.orderCount,
  },
  filter: { role: (user, role) => user.role === role },
};

const column = dataColumns<AdminUser>();
const rowId = (user: AdminUser) => user.uid;

/** `/admin/customers`: every account with its orders and cart, searchable by name and email. */
export function CustomersScreen() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const list = useListParams(LIST);
  const users = useUsers();
  const page = useMemo(
    () => (users.data ? pageLocally(users.data, list.state, RULES) : undefined),
    [users.data, list.state],
  );

  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('displayName', {
          header: t('users.columns.user'),
          meta: { card: 'title' },
          cell: ({ row }) => (
            <span className="flex items-center gap-3">
              <Avatar src={row.original.photoURL} name="" size={36} />
              <span className="font-medium">{row.original.displayName.trim() || t('anonymous')}</span>
            </span>
          ),
        }),
        column.accessor('role', {
          header: t('users.columns.role'),
          meta: { card: 'aside' },
          cell: ({ getValue }) => <RoleBadge role={getValue()} />,
        }),
        column.accessor('email', {
          header: t('users.columns.email'),
          meta: { card: 'wide', className: 'text-muted break-all' },
        }),
        column.accessor('orderCount', {
          id: 'orders',
          header: t('users.columns.orders'),
          enableSorting: true,
          sortDescFirst: true,
          meta: { align: 'end', className: 'tabular-nums' },
          cell: ({ getValue }) => format.number(getValue()),
        }),
        column.accessor('cartItemCount', {
          header: t('users.columns.cartItems'),
          meta: { align: 'end', className: 'tabular-nums' },
          cell: ({ getValue }) => format.number(getValue()),
        }),
        column.accessor('createdAt', {
          id: 'joined',
          header: t('users.columns.joined'),
          enableSorting: true,
          sortDescFirst: true,
          meta: {
            className: 'whitespace-nowrap text-muted',
            sortNames: { desc: t('dataTable.newestFirst'), asc: t('dataTable.oldestFirst') },
          },
          cell: ({ getValue }) => format.date(getValue()),
        }),
      ]),
    [t, format],
  );

  return (
    <AdminScreen title={t('nav.customers')}>
      <DataTable
        label={t('nav.customers')}
        columns={columns}
        list={list}
        query={users}
        rows={page?.rows}
        total={page?.total}
        getRowId={rowId}
        countLabel={(count) => t('users.count', { count })}
        empty={{ icon: UsersRound, title: t('users.emptyTitle'), text: t('users.emptyText') }}
        toolbar={
          <div className="grid gap-3 sm:grid-cols-[1fr_12rem] sm:items-end">
            <ListSearch list={list} label={t('users.search')} placeholder={t('users.searchPlaceholder')} />
            <FilterSelect
              list={list}
              name="role"
              label={t('users.columns.role')}
              anyLabel={t('users.anyRole')}
              options={ROLES.map((role) => ({ value: role, label: t(ROLE_TEXT[role].labelKey) }))}
            />
          </div>
        }
      />
    </AdminScreen>
  );
}
