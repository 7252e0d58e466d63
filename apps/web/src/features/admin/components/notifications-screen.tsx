import { MESSAGE_STATUSES, type MessageStatus, type OutboundMessage } from '@plantopia/shared';
import { BellRing, Mail, MessageSquareText, RotateCcw } from 'lucide-react';
import { useCallback, useId, useMemo } from 'react';
import { Link } from '@/components/link';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label, Select } from '@/components/ui/field';
import { useFormat } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import {
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationFilter,
  useOrderNotifications,
  useRetryNotifications,
} from '../api/order-notifications';
import { type ListControls, type ListSpec, useListParams } from '../lib/list-params';
import { MESSAGE_KIND_LABELS, MESSAGE_STATUS_LABELS } from '../lib/message-kinds';
import { toastBulkResult } from './bulk-toast';
import { DataTable, dataColumns } from './data-table/data-table';
import { AdminScreen } from './layout/admin-screen';

const TONES: Record<MessageStatus, BadgeTone> = {
  pending: 'neutral',
  sending: 'brand',
  sent: 'leaf',
  failed: 'danger',
};

const FILTERS: { value: NotificationFilter; labelKey: string }[] = [
  { value: 'failed', labelKey: 'notifications.filter.failed' },
  { value: 'pending', labelKey: 'notifications.filter.pending' },
  { value: 'sent', labelKey: 'notifications.filter.sent' },
  { value: 'all', labelKey: 'notifications.filter.all' },
];

/** The list opens on the failed messages, the ones that need someone (the server's default too). */
const DEFAULT_FILTER: NotificationFilter = 'failed';

function filterOf(value: string | undefined): NotificationFilter {
  return value === 'all' || (MESSAGE_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as NotificationFilter)
    : DEFAULT_FILTER;
}

type Filter = 'status';
const LIST: ListSpec<Filter> = { pageSize: NOTIFICATIONS_PAGE_SIZE, filters: ['status'] };
const column = dataColumns<OutboundMessage>();
const rowId = (message: OutboundMessage) => message._id;

function StatusFilter({ list }: { list: ListControls<Filter> }) {
  const { t } = useTranslation('admin');
  const id = useId();
  return (
    <div className="w-full sm:w-56">
      <Label htmlFor={id}>{t('notifications.show')}</Label>
      <Select
        id={id}
        value={filterOf(list.state.filters.status)}
        onChange={(event) =>
          list.setFilters({ status: event.target.value === DEFAULT_FILTER ? null : event.target.value })
        }
      >
        {FILTERS.map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.labelKey)}
          </option>
        ))}
      </Select>
    </div>
  );
}

/**
 * `/admin/notifications`: the order emails and SMS the shop sends (decision 018): failed ones first, with
 * the gateway's last error and a way to send them again; the filter shows what waits and what went out.
 */
export function NotificationsScreen() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const list = useListParams(LIST);
  const filter = filterOf(list.state.filters.status);
  const notifications = useOrderNotifications(filter, list.state.page);
  const { mutate: retryMessages, isPending } = useRetryNotifications();
  const title = useCallback(
    (message: OutboundMessage) => {
      const kind = t(MESSAGE_KIND_LABELS[message.kind].labelKey);
      // A shop message (a back-in-stock alert, the stock digest) is about no order.
      return message.orderNumber ? t('notifications.title', { number: message.orderNumber, kind }) : kind;
    },
    [t],
  );

  const sendAgain = useCallback(
    (ids: readonly string[], then?: () => void) =>
      retryMessages(ids, {
        onSuccess: (result) => {
          toastBulkResult(result, {
            done: (count) => t('notifications.retried', { count }),
            failed: (count) => t('notifications.retryFailed', { count }),
          });
          then?.();
        },
      }),
    [retryMessages, t],
  );

  const columns = useMemo(
    () =>
      column.columns([
        column.display({
          id: 'about',
          header: t('notifications.columns.about'),
          meta: { card: 'title', className: 'min-w-48' },
          cell: ({ row }) => {
            const message = row.original;
            if (!message.orderId)
              return <span className="font-semibold break-words text-ink">{title(message)}</span>;
            return (
              <Link
                to={`/admin/orders/${encodeURIComponent(message.orderId)}`}
                className="font-semibold break-words text-ink hover:text-brand-800 hover:underline"
              >
                {title(message)}
              </Link>
            );
          },
        }),
        column.accessor('status', {
          header: t('notifications.columns.status'),
          meta: { card: 'aside' },
          cell: ({ getValue }) => (
            <Badge tone={TONES[getValue()]}>{t(MESSAGE_STATUS_LABELS[getValue()].labelKey)}</Badge>
          ),
        }),
        column.display({
          id: 'recipient',
          header: t('notifications.columns.recipient'),
          meta: { card: 'wide', className: 'min-w-52 [overflow-wrap:anywhere]' },
          cell: ({ row }) => {
            const message = row.original;
            const Icon = message.channel === 'email' ? Mail : MessageSquareText;
            return (
              <span className="inline-flex items-start gap-1.5">
                <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
                <span>
                  {message.channel === 'email' ? t('notifications.emailTo') : t('notifications.smsTo')}{' '}
                  <span className="font-medium">{message.recipient}</span>
                  {message.locale === 'bn' ? ` · ${t('notifications.inBangla')}` : null}
                </span>
              </span>
            );
          },
        }),
        column.display({
          id: 'text',
          header: t('notifications.columns.text'),
          meta: { card: 'wide', className: 'min-w-64 max-w-lg' },
          cell: ({ row }) => (
            <>
              <p className="break-words text-ink/90">{row.original.summary}</p>
              {row.original.lastError ? (
                <p className="mt-1.5 rounded-lg bg-danger-soft px-2.5 py-1.5 text-xs break-words text-danger ring-1 ring-red-200 ring-inset">
                  <span className="font-semibold">{t('notifications.lastError')}</span>{' '}
                  {row.original.lastError}
                </p>
              ) : null}
            </>
          ),
        }),
        column.display({
          id: 'tries',
          header: t('notifications.columns.tries'),
          meta: { card: 'wide', className: 'text-xs text-muted' },
          cell: ({ row }) => {
            const message = row.original;
            return (
              <>
                <span className="block whitespace-nowrap">
                  {t('notifications.queued')}{' '}
                  <time dateTime={message.createdAt}>{format.date(message.createdAt)}</time>
                </span>
                <span className="block">{t('notifications.attempts', { count: message.attempts })}</span>
                {message.sentAt ? (
                  <span className="block whitespace-nowrap">
                    {t('notifications.sentAt')}{' '}
                    <time dateTime={message.sentAt}>{format.date(message.sentAt)}</time>
                  </span>
                ) : null}
                {message.nextAttemptAt && message.attempts > 0 ? (
                  <span className="block whitespace-nowrap">
                    {t('notifications.nextTry')}{' '}
                    <time dateTime={message.nextAttemptAt}>{format.date(message.nextAttemptAt)}</time>
                  </span>
                ) : null}
              </>
            );
          },
        }),
        column.display({
          id: 'actions',
          header: t('notifications.columns.actions'),
          meta: { hiddenHeader: true, card: 'actions' },
          cell: ({ row }) =>
            row.original.status === 'failed' ? (
              <Button
                variant="secondary"
                size="sm"
                className="h-11 sm:h-9"
                disabled={isPending}
                aria-label={t('notifications.sendAgainOf', { about: title(row.original) })}
                onClick={() => sendAgain([row.original._id])}
              >
                <RotateCcw aria-hidden="true" className="size-4" />
                {t('notifications.sendAgain')}
              </Button>
            ) : null,
        }),
      ]),
    [t, format, title, isPending, sendAgain],
  );

  const failed = notifications.data?.failed ?? 0;
  return (
    <AdminScreen
      title={t('notifications.heading')}
      description={
        <>
          {t('notifications.intro')}{' '}
          {failed > 0 ? (
            <Badge tone="danger">{t('notifications.failedCount', { count: failed })}</Badge>
          ) : null}
        </>
      }
    >
      <DataTable
        label={t('notifications.heading')}
        columns={columns}
        list={list}
        query={notifications}
        rows={notifications.data?.messages}
        total={notifications.data?.total}
        getRowId={rowId}
        rowName={title}
        rowClassName={(message) => (message.status === 'failed' ? 'bg-danger-soft/40' : undefined)}
        countLabel={(count) => t('notifications.count', { count })}
        empty={{
          icon: BellRing,
          title: t('notifications.empty.failed'),
          text: t('notifications.emptyFailedText'),
        }}
        toolbar={<StatusFilter list={list} />}
        bulkActions={({ ids, clear }) => (
          <Button variant="secondary" size="sm" disabled={isPending} onClick={() => sendAgain(ids, clear)}>
            <RotateCcw aria-hidden="true" className="size-4" />
            {t('notifications.sendSelectedAgain')}
          </Button>
        )}
      />
    </AdminScreen>
  );
}
