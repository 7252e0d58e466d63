import {
  type AdminCustomerDetail,
  CUSTOMER_ORDERS_PAGE_SIZE,
  type CustomerOrderRow,
  type PhoneHistory,
  paymentMethodLabel,
  type ShippingAddress,
  shownPlace,
} from '@plantopia/shared';
import { clsx } from 'clsx';
import { ArrowLeft, PackageOpen, SearchX, ShieldAlert, TriangleAlert } from 'lucide-react';
import { type ReactNode, useCallback, useMemo } from 'react';
import { Link } from '@/components/link';
import { OfflineNotice } from '@/components/offline-notice';
import { OrderStatusBadge, PaymentStatusBadge } from '@/components/orders/order-status-badge';
import { buttonClasses } from '@/components/ui/button';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useFormat, useSay } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { useWaitingForNetwork } from '@/lib/network';
import { useParams } from '@/lib/router';
import { useSession } from '@/lib/session';
import { useAdminCustomer, useCustomerOrders } from '../../api/get-admin-customer';
import { type ListSpec, useListParams } from '../../lib/list-params';
import { DataTable, dataColumns } from '../data-table/data-table';
import { RowLink, useBackToList } from '../data-table/row-link';
import { AdminCard } from '../layout/admin-card';
import { AdminScreen } from '../layout/admin-screen';
import { orderHref } from '../orders/order-links';
import { PanelEmpty, PanelError, PanelSkeleton } from '../panel-states';
import { BlockControl } from './block-customer-dialog';
import { BlockedBadge, RoleBadge } from './customer-badges';

/** `/admin/customers/{id}` (issue 24 item 4): one customer, their orders, addresses, phones and blocks. */
export function CustomerScreen() {
  const { t } = useTranslation(['admin', 'messages']);
  const id = useParams().id ?? '';
  const detail = useAdminCustomer(id);
  const offline = useWaitingForNetwork(detail);
  const back = (
    <Link
      to={useBackToList('/admin/customers')}
      className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'mb-2 -ml-3' })}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('customer.back')}
    </Link>
  );

  if (!detail.data) {
    let body: ReactNode;
    if (offline) body = <OfflineNotice compact onRetry={() => detail.refetch()} />;
    else if (detail.isError && isApiError(detail.error) && detail.error.status === 404)
      body = <PanelEmpty icon={SearchX} title={t('customer.notFound')} />;
    else if (detail.isError)
      body = <PanelError message={errorMessage(detail.error)} onRetry={() => void detail.refetch()} />;
    else body = <PanelSkeleton rows={3} rowClassName="h-40" />;
    return (
      <AdminScreen title={t('customer.untitled')} back={back}>
        {body}
      </AdminScreen>
    );
  }
  return <CustomerPage detail={detail.data} back={back} />;
}

function CustomerPage({ detail, back }: { detail: AdminCustomerDetail; back: ReactNode }) {
  const { t } = useTranslation(['admin', 'messages']);
  const format = useFormat();
  const { role } = useSession();
  const { customer } = detail;
  const openBlock = customer.blocked ? detail.blocks[0] : undefined;

  return (
    <AdminScreen
      title={customer.name.trim() || t('anonymous')}
      back={back}
      description={
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
          {/* An account made from a mobile number has no email (docs/decisions/037). */}
          {customer.email ? (
            <a href={`mailto:${customer.email}`} className="break-all text-brand-800 hover:underline">
              {customer.email}
            </a>
          ) : null}
          <span>{t('customer.joined', { date: format.day(customer.joinedAt) })}</span>
          <RoleBadge role={customer.role} />
          {customer.blocked ? <BlockedBadge /> : null}
        </span>
      }
      actions={role === 'admin' ? <BlockControl detail={detail} /> : null}
    >
      {openBlock ? (
        <div
          role="note"
          className="mb-4 flex gap-2 rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger ring-1 ring-red-200 ring-inset"
        >
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>
            <span className="font-semibold">
              {t('customer.blockedSince', {
                date: format.date(openBlock.blockedAt),
                name: openBlock.blockedBy,
              })}
            </span>{' '}
            {openBlock.reason}
          </p>
        </div>
      ) : null}
      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-6">
        <div className="grid grid-cols-1 gap-4 lg:order-last lg:gap-6">
          <AdminCard id="figures-heading" title={t('customer.figures')}>
            <Figures detail={detail} />
          </AdminCard>
          <AdminCard id="phones-heading" title={t('customer.phones.heading')}>
            <Phones phones={detail.phones} />
          </AdminCard>
        </div>
        <div className="grid grid-cols-1 gap-4 lg:gap-6">
          <CustomerOrders id={customer._id} />
          <AdminCard id="addresses-heading" title={t('customer.addresses.heading')}>
            <Addresses detail={detail} />
          </AdminCard>
          {detail.blocks.length > 0 ? (
            <AdminCard id="blocks-heading" title={t('customer.blocks.heading')}>
              <Blocks detail={detail} />
            </AdminCard>
          ) : null}
        </div>
      </div>
    </AdminScreen>
  );
}

function Figures({ detail }: { detail: AdminCustomerDetail }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const { customer } = detail;
  const figures = [
    { key: 'orders', label: t('customers.columns.orders'), value: format.number(customer.orders) },
    { key: 'spent', label: t('customers.columns.spent'), value: format.taka(customer.spent) },
    {
      key: 'lastOrder',
      label: t('customers.columns.lastOrder'),
      value: customer.lastOrderAt ? format.day(customer.lastOrderAt) : '—',
    },
    { key: 'returns', label: t('customers.columns.returns'), value: format.number(customer.returns) },
    {
      key: 'cancellations',
      label: t('customers.columns.cancellations'),
      value: format.number(customer.cancellations),
    },
  ];
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        {figures.map((figure) => (
          <div key={figure.key} className={clsx(figure.key === 'spent' && 'col-span-2')}>
            <dt className="text-muted">{figure.label}</dt>
            <dd className="mt-0.5 text-lg font-semibold tabular-nums">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-muted">{t('customer.spentExplained')}</p>
    </>
  );
}

/** Each phone's record across the shop: how its orders ended, any still open, other accounts using it. */
function Phones({ phones }: { phones: PhoneHistory[] }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  if (phones.length === 0) return <p className="text-sm text-muted">{t('customer.phones.none')}</p>;
  return (
    <ul className="grid gap-4">
      {phones.map((phone) => {
        const counts = [
          { key: 'delivered', label: t('order.risk.delivered'), value: phone.delivered, bad: false },
          {
            key: 'returned',
            label: t('order.risk.returned'),
            value: phone.returned,
            bad: phone.returned > 0,
          },
          {
            key: 'cancelled',
            label: t('order.risk.cancelled'),
            value: phone.cancelled,
            bad: phone.cancelled > 0,
          },
          { key: 'open', label: t('customer.phones.open'), value: phone.open, bad: false },
        ];
        return (
          <li key={phone.phone} className="grid gap-2">
            <a
              href={`tel:${phone.phone}`}
              className="font-medium text-brand-800 tabular-nums hover:underline"
            >
              {phone.phone}
            </a>
            <dl className="grid grid-cols-4 gap-1.5 text-center">
              {counts.map(({ key, label, value, bad }) => (
                <div
                  key={key}
                  className={clsx(
                    'rounded-lg px-1 py-1.5 ring-1 ring-inset',
                    bad ? 'bg-terracotta-50 ring-terracotta-200' : 'bg-surface ring-line',
                  )}
                >
                  <dt className="text-xs text-muted">{label}</dt>
                  <dd className={clsx('text-base font-bold tabular-nums', bad && 'text-terracotta-800')}>
                    {format.number(value)}
                  </dd>
                </div>
              ))}
            </dl>
            {phone.otherAccounts > 0 ? (
              <p className="flex gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200 ring-inset">
                <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {t('customer.phones.otherAccounts', { count: phone.otherAccounts })}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function AddressLines({ address, name }: { address: ShippingAddress; name?: string }) {
  const format = useFormat();
  const place = shownPlace(address, format.locale);
  return (
    <address className="text-sm leading-6 text-ink not-italic">
      {name ? (
        <>
          <span className="font-medium">{name}</span>
          <br />
        </>
      ) : null}
      {address.phone ? (
        <>
          <span className="tabular-nums">{address.phone}</span>
          <br />
        </>
      ) : null}
      {address.address}
      <br />
      {[place.city, place.state].filter(Boolean).join(', ')} {address.postalCode}
    </address>
  );
}

/** The address saved on the account, then each place the orders went to, most recent first. */
function Addresses({ detail }: { detail: AdminCustomerDetail }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        <h3 className="mb-1 text-sm font-semibold text-muted">{t('customer.addresses.saved')}</h3>
        {detail.savedAddress ? (
          <AddressLines address={detail.savedAddress} />
        ) : (
          <p className="text-sm text-muted">{t('customer.addresses.noneSaved')}</p>
        )}
      </div>
      <div className="sm:col-span-2">
        <h3 className="mb-1 text-sm font-semibold text-muted">{t('customer.addresses.used')}</h3>
        {detail.deliveryAddresses.length === 0 ? (
          <p className="text-sm text-muted">{t('customer.addresses.noneUsed')}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {detail.deliveryAddresses.map((used) => (
              <li
                key={`${used.shipping.phone}|${used.shipping.address}|${used.lastUsedAt}`}
                className="rounded-lg p-3 ring-1 ring-line ring-inset"
              >
                <AddressLines address={used.shipping} name={used.shipping.name} />
                <p className="mt-1 text-xs text-muted">
                  {t('customer.addresses.usedFor', {
                    count: used.orders,
                    orders: format.number(used.orders),
                    date: format.day(used.lastUsedAt),
                  })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** Every block on the account, with why, who and when, and who let them order again. */
function Blocks({ detail }: { detail: AdminCustomerDetail }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  return (
    <ol className="grid gap-3 text-sm">
      {detail.blocks.map((block) => (
        <li key={block.blockedAt} className="rounded-lg p-3 ring-1 ring-line ring-inset">
          <p className="font-medium">{block.reason}</p>
          <p className="mt-1 text-muted">
            {t('customer.blocks.by', { name: block.blockedBy, date: format.date(block.blockedAt) })}
          </p>
          {block.liftedAt ? (
            <p className="text-muted">
              {t('customer.blocks.liftedBy', {
                name: block.liftedBy ?? '',
                date: format.date(block.liftedAt),
              })}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

const ORDERS_LIST: ListSpec<never> = { pageSize: CUSTOMER_ORDERS_PAGE_SIZE, prefix: 'orders-' };
const column = dataColumns<CustomerOrderRow>();
const rowId = (order: CustomerOrderRow) => order._id;
const rowHref = (order: CustomerOrderRow) => orderHref(order._id);

/** The customer's orders, newest first, paged by the server; each opens its order's page. */
function CustomerOrders({ id }: { id: string }) {
  const { t } = useTranslation(['admin', 'messages']);
  const say = useSay();
  const format = useFormat();
  const list = useListParams(ORDERS_LIST);
  const orders = useCustomerOrders(id, { page: list.state.page, limit: list.state.pageSize });
  const rowName = useCallback(
    (order: CustomerOrderRow) => t('orders.rowName', { number: order.number }),
    [t],
  );
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
        column.accessor('status', {
          header: t('orders.columns.status'),
          meta: { card: 'aside' },
          cell: ({ getValue }) => <OrderStatusBadge status={getValue()} audience="admin" />,
        }),
        column.accessor('createdAt', {
          header: t('orders.columns.date'),
          meta: { className: 'whitespace-nowrap text-muted' },
          cell: ({ getValue }) => <time dateTime={getValue()}>{format.date(getValue())}</time>,
        }),
        column.accessor('itemCount', {
          header: t('orders.columns.items'),
          meta: { align: 'end', className: 'tabular-nums' },
          cell: ({ getValue }) => format.number(getValue()),
        }),
        column.accessor('total', {
          header: t('orders.columns.total'),
          meta: { align: 'end', className: 'font-semibold whitespace-nowrap tabular-nums' },
          cell: ({ getValue }) => format.taka(getValue()),
        }),
        column.display({
          id: 'payment',
          header: t('orders.columns.payment'),
          cell: ({ row }) => (
            <span className="flex flex-col items-start gap-1">
              <span>{say(paymentMethodLabel(row.original.paymentMethod))}</span>
              <PaymentStatusBadge status={row.original.paymentStatus} />
            </span>
          ),
        }),
      ]),
    [t, say, format],
  );
  return (
    <DataTable
      label={t('customer.orders')}
      headed
      columns={columns}
      list={list}
      query={orders}
      rows={orders.data?.rows}
      total={orders.data?.total}
      getRowId={rowId}
      rowName={rowName}
      rowHref={rowHref}
      countLabel={(count) => t('orders.count', { count })}
      empty={{ icon: PackageOpen, title: t('customer.noOrders') }}
    />
  );
}
