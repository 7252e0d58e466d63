import { type AdminCustomerRow, ROLES } from '@plantopia/shared';
import { FileDown, UsersRound } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { useFormat } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { useAdminCustomers } from '../../api/get-admin-customers';
import { CUSTOMER_LIST, customerHref, customersCsvHref, customersQuery } from '../../lib/customer-list';
import { useListParams } from '../../lib/list-params';
import { DataTable, dataColumns } from '../data-table/data-table';
import { FilterSelect } from '../data-table/list-filters';
import { ListSearch } from '../data-table/list-search';
import { RowLink } from '../data-table/row-link';
import { AdminScreen } from '../layout/admin-screen';
import { BlockedBadge, ROLE_LABEL_KEYS, RoleBadge } from './customer-badges';

const column = dataColumns<AdminCustomerRow>();
const rowId = (customer: AdminCustomerRow) => customer._id;
const rowHref = (customer: AdminCustomerRow) => customerHref(customer._id);

/**
 * `/admin/customers` (issue 24 item 4): the shop's accounts with what they ordered, searched by name,
 * email or the last digits of a phone, filtered, sorted and paged by the server; the filtered set exports
 * as CSV. A row opens the customer's page.
 */
export function CustomersScreen() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const list = useListParams(CUSTOMER_LIST);
  const query = useMemo(() => customersQuery(list.state), [list.state]);
  const customers = useAdminCustomers(query);
  const rowName = useCallback(
    (customer: AdminCustomerRow) => t('customers.rowName', { name: customer.name }),
    [t],
  );
  const count = useCallback((value: number) => format.number(value), [format]);

  const columns = useMemo(
    () =>
      column.columns([
        // The role and a block beside the name, the email under it: the table keeps every figure in view
        // at 1280 px, and a phone's card shows them under its title.
        column.accessor('name', {
          header: t('customers.columns.customer'),
          meta: { card: 'title', className: 'min-w-52 max-w-64 break-words' },
          cell: ({ getValue, row }) => (
            <>
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <RowLink
                  to={rowHref(row.original)}
                  className="font-semibold text-brand-800 hover:underline"
                  aria-label={t('customers.rowName', { name: getValue() })}
                >
                  {getValue().trim() || t('anonymous')}
                </RowLink>
                {row.original.role === 'user' ? null : <RoleBadge role={row.original.role} />}
                {row.original.blocked ? <BlockedBadge /> : null}
              </span>
              {row.original.email ? (
                <span className="block text-sm text-muted">{row.original.email}</span>
              ) : null}
            </>
          ),
        }),
        column.accessor('phone', {
          header: t('customers.columns.phone'),
          meta: { className: 'whitespace-nowrap' },
          cell: ({ getValue }) =>
            getValue() ? (
              <a href={`tel:${getValue()}`} className="text-brand-800 tabular-nums hover:underline">
                {getValue()}
              </a>
            ) : (
              '—'
            ),
        }),
        column.accessor('orders', {
          id: 'orders',
          header: t('customers.columns.orders'),
          enableSorting: true,
          sortDescFirst: true,
          meta: { align: 'end', className: 'tabular-nums' },
          cell: ({ getValue }) => count(getValue()),
        }),
        column.accessor('spent', {
          id: 'spent',
          header: t('customers.columns.spent'),
          enableSorting: true,
          sortDescFirst: true,
          meta: { align: 'end', className: 'font-semibold whitespace-nowrap tabular-nums' },
          cell: ({ getValue }) => format.taka(getValue()),
        }),
        column.accessor('lastOrderAt', {
          id: 'lastOrder',
          header: t('customers.columns.lastOrder'),
          enableSorting: true,
          sortDescFirst: true,
          meta: {
            className: 'min-w-28 text-muted',
            sortNames: {
              desc: t('customers.sort.lastOrderRecent'),
              asc: t('customers.sort.lastOrderLongAgo'),
            },
          },
          cell: ({ getValue }) => {
            const at = getValue();
            return at ? <time dateTime={at}>{format.day(at)}</time> : '—';
          },
        }),
        column.accessor('returns', {
          header: t('customers.columns.returns'),
          meta: { align: 'end', className: 'tabular-nums' },
          cell: ({ getValue }) => count(getValue()),
        }),
        column.accessor('cancellations', {
          header: t('customers.columns.cancellations'),
          meta: { align: 'end', className: 'tabular-nums' },
          cell: ({ getValue }) => count(getValue()),
        }),
        column.accessor('joinedAt', {
          id: 'joined',
          header: t('customers.columns.joined'),
          enableSorting: true,
          sortDescFirst: true,
          meta: {
            className: 'min-w-28 text-muted',
            sortNames: { desc: t('dataTable.newestFirst'), asc: t('dataTable.oldestFirst') },
          },
          cell: ({ getValue }) => <time dateTime={getValue()}>{format.day(getValue())}</time>,
        }),
      ]),
    [t, format, count],
  );

  return (
    <AdminScreen
      title={t('nav.customers')}
      actions={
        // A plain link: the server streams the file (UTF-8 with a BOM, for Excel), the browser saves it.
        <a
          href={customersCsvHref(list.state)}
          download
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
        >
          <FileDown aria-hidden="true" className="size-4" />
          {t('customers.exportCsv')}
        </a>
      }
    >
      <DataTable
        label={t('nav.customers')}
        columns={columns}
        list={list}
        query={customers}
        rows={customers.data?.rows}
        total={customers.data?.total}
        getRowId={rowId}
        rowName={rowName}
        rowHref={rowHref}
        countLabel={(value) => t('customers.count', { count: value })}
        empty={{ icon: UsersRound, title: t('customers.emptyTitle'), text: t('customers.emptyText') }}
        toolbar={
          <div className="grid gap-3 sm:grid-cols-[1fr_11rem_11rem] sm:items-end">
            <ListSearch
              list={list}
              label={t('customers.search')}
              placeholder={t('customers.searchPlaceholder')}
            />
            <FilterSelect
              list={list}
              name="role"
              label={t('customers.columns.role')}
              anyLabel={t('customers.anyRole')}
              options={ROLES.map((role) => ({ value: role, label: t(ROLE_LABEL_KEYS[role]) }))}
            />
            <FilterSelect
              list={list}
              name="blocked"
              label={t('customers.ordering')}
              anyLabel={t('customers.anyOrdering')}
              options={[
                { value: 'no', label: t('customers.mayOrder') },
                { value: 'yes', label: t('customers.blocked') },
              ]}
            />
          </div>
        }
      />
    </AdminScreen>
  );
}
