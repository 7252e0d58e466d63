import { type AdminOrderRow, paymentMethodLabel } from '@plantopia/shared';
import { ExternalLink, FileDown, PackageOpen } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { OrderStatusBadge, PaymentStatusBadge } from '@/components/orders/order-status-badge';
import { buttonClasses } from '@/components/ui/button';
import { useFormat, useSay } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { useCourierLabel } from '../../api/couriers';
import { useAdminOrders } from '../../api/get-admin-orders';
import { useListParams } from '../../lib/list-params';
import { ORDER_LIST, ordersCsvHref, ordersQuery } from '../../lib/order-list';
import { DataTable, dataColumns } from '../data-table/data-table';
import { ListSearch } from '../data-table/list-search';
import { RowLink } from '../data-table/row-link';
import { AdminScreen } from '../layout/admin-screen';
import { ConfirmationBadge } from './confirmation-badge';
import { OrderBulkActions } from './order-bulk-actions';
import { OrderFilters, OrderViews } from './order-filters';
import { orderHref } from './order-links';

const column = dataColumns<AdminOrderRow>();
const rowId = (order: AdminOrderRow) => order._id;
const rowHref = (order: AdminOrderRow) => orderHref(order._id);

/**
 * `/admin/orders` (issue 23 item 2): a day's orders, searched by number, phone, name or email and
 * filtered and sorted by the server; the filtered set exports as CSV. A row opens the order's page.
 */
export function OrdersScreen() {
  // The badges say their states from `messages`: asked for here, it loads beside `admin`.
  const { t } = useTranslation(['admin', 'messages']);
  const say = useSay();
  const format = useFormat();
  const courierLabel = useCourierLabel();
  const list = useListParams(ORDER_LIST);
  const query = useMemo(() => ordersQuery(list.state), [list.state]);
  const orders = useAdminOrders(query);
  const rowName = useCallback((order: AdminOrderRow) => t('orders.rowName', { number: order.number }), [t]);

  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('number', {
          header: t('orders.columns.number'),
          meta: { card: 'title', className: 'whitespace-nowrap' },
          cell: ({ getValue, row }) => (
            <RowLink
              to={rowHref(row.original)}
              className="font-mono font-semibold text-brand-800 hover:underline"
              aria-label={t('orders.rowName', { number: getValue() })}
            >
              #{getValue()}
            </RowLink>
          ),
        }),
        column.display({
          id: 'status',
          header: t('orders.columns.status'),
          meta: { card: 'aside' },
          cell: ({ row }) => (
            <span className="flex flex-wrap gap-1">
              <OrderStatusBadge status={row.original.status} audience="admin" />
              <ConfirmationBadge state={row.original.confirmation} />
            </span>
          ),
        }),
        column.accessor('createdAt', {
          id: 'date',
          header: t('orders.columns.date'),
          enableSorting: true,
          sortDescFirst: true,
          meta: {
            className: 'min-w-36 max-w-36 text-muted',
            sortNames: { desc: t('dataTable.newestFirst'), asc: t('dataTable.oldestFirst') },
          },
          cell: ({ getValue }) => <time dateTime={getValue()}>{format.date(getValue())}</time>,
        }),
        // The phone under the name: staff read them together (a call, a search by its last digits), and
        // the table keeps its key columns in view at 1280 px.
        column.accessor('name', {
          header: t('orders.columns.customer'),
          meta: { className: 'min-w-36 max-w-48 break-words' },
          cell: ({ getValue, row }) => (
            <>
              <span className="block font-medium">{getValue()}</span>
              <a href={`tel:${row.original.phone}`} className="text-brand-800 tabular-nums hover:underline">
                {row.original.phone}
              </a>
            </>
          ),
        }),
        column.accessor('district', {
          header: t('orders.columns.district'),
          cell: ({ getValue }) => getValue()?.[format.locale] ?? '—',
        }),
        column.accessor('itemCount', {
          header: t('orders.columns.items'),
          meta: { align: 'end', className: 'tabular-nums' },
          cell: ({ getValue }) => format.number(getValue()),
        }),
        column.accessor('total', {
          id: 'total',
          header: t('orders.columns.total'),
          enableSorting: true,
          sortDescFirst: true,
          meta: { align: 'end', className: 'font-semibold whitespace-nowrap tabular-nums' },
          cell: ({ getValue }) => format.taka(getValue()),
        }),
        column.display({
          id: 'payment',
          header: t('orders.columns.payment'),
          meta: { className: 'min-w-24 max-w-32' },
          cell: ({ row }) => (
            <span className="flex flex-col items-start gap-1">
              <span>{say(paymentMethodLabel(row.original.paymentMethod))}</span>
              <PaymentStatusBadge status={row.original.paymentStatus} />
            </span>
          ),
        }),
        column.display({
          id: 'courier',
          header: t('orders.columns.courier'),
          cell: ({ row }) => {
            const { courier, consignmentId, courierStatus, trackingUrl } = row.original;
            if (!courier) return '—';
            return (
              <span className="block whitespace-nowrap">
                {courierLabel(courier)}
                {courierStatus ? (
                  <span className="block text-xs font-medium">
                    {say({ code: `courier.status.${courierStatus}` })}
                  </span>
                ) : null}
                {consignmentId && trackingUrl ? (
                  <a
                    href={trackingUrl}
                    target="_blank"
                    rel="noopener"
                    className="inline-flex items-center gap-1 text-xs text-brand-800 hover:underline"
                    aria-label={t('orders.trackConsignment', { id: consignmentId })}
                  >
                    {consignmentId}
                    <ExternalLink aria-hidden="true" className="size-3" />
                  </a>
                ) : consignmentId ? (
                  <span className="block text-xs text-muted">{consignmentId}</span>
                ) : null}
              </span>
            );
          },
        }),
      ]),
    [t, say, format, courierLabel],
  );

  return (
    <AdminScreen
      title={t('orders.heading')}
      actions={
        // A plain link: the server streams the file (UTF-8 with a BOM, for Excel), the browser saves it.
        <a
          href={ordersCsvHref(list.state)}
          download
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
        >
          <FileDown aria-hidden="true" className="size-4" />
          {t('orders.exportCsv')}
        </a>
      }
    >
      <DataTable
        label={t('orders.heading')}
        columns={columns}
        list={list}
        query={orders}
        rows={orders.data?.rows}
        total={orders.data?.total}
        getRowId={rowId}
        rowName={rowName}
        rowHref={rowHref}
        countLabel={(count) => t('orders.count', { count })}
        empty={{ icon: PackageOpen, title: t('orders.emptyTitle'), text: t('orders.emptyText') }}
        toolbar={
          <>
            <OrderViews list={list} />
            <div className="flex flex-wrap items-start gap-3">
              <ListSearch
                list={list}
                label={t('orders.search')}
                placeholder={t('orders.searchPlaceholder')}
                className="min-w-0 flex-1 basis-64"
              />
              <OrderFilters list={list} />
            </div>
          </>
        }
        bulkActions={(selection) => <OrderBulkActions selection={selection} />}
      />
    </AdminScreen>
  );
}
