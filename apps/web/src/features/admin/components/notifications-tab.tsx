import type { MessageKind, MessageStatus, OutboundMessage } from '@plantopia/shared';
import { clsx } from 'clsx';
import { BellRing, Mail, MessageSquareText, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { OfflineNotice } from '@/components/offline-notice';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label, Select } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { useFormat } from '@/lib/i18n';
import { useWaitingForNetwork } from '@/lib/network';
import {
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationFilter,
  useOrderNotifications,
  useRetryNotification,
} from '../api/order-notifications';
import { ListPager } from './list-pager';
import { PanelEmpty, PanelError, PanelSkeleton } from './panel-states';

const STATUSES: Record<MessageStatus, { tone: BadgeTone; labelKey: string }> = {
  pending: { tone: 'neutral', labelKey: 'notifications.status.pending' },
  sending: { tone: 'brand', labelKey: 'notifications.status.sending' },
  sent: { tone: 'leaf', labelKey: 'notifications.status.sent' },
  failed: { tone: 'danger', labelKey: 'notifications.status.failed' },
};

const KINDS: Record<MessageKind, { labelKey: string }> = {
  placed: { labelKey: 'notifications.kind.placed' },
  accepted: { labelKey: 'notifications.kind.accepted' },
  shipped: { labelKey: 'notifications.kind.shipped' },
  delivered: { labelKey: 'notifications.kind.delivered' },
  cancelled: { labelKey: 'notifications.kind.cancelled' },
  refunded: { labelKey: 'notifications.kind.refunded' },
  owner_new_order: { labelKey: 'notifications.kind.owner_new_order' },
};

const FILTERS: { value: NotificationFilter; labelKey: string }[] = [
  { value: 'failed', labelKey: 'notifications.filter.failed' },
  { value: 'pending', labelKey: 'notifications.filter.pending' },
  { value: 'sent', labelKey: 'notifications.filter.sent' },
  { value: 'all', labelKey: 'notifications.filter.all' },
];

const EMPTY: Record<NotificationFilter, { titleKey: string }> = {
  failed: { titleKey: 'notifications.empty.failed' },
  pending: { titleKey: 'notifications.empty.pending' },
  sending: { titleKey: 'notifications.empty.sending' },
  sent: { titleKey: 'notifications.empty.sent' },
  all: { titleKey: 'notifications.empty.all' },
};

function NotificationItem({ message }: { message: OutboundMessage }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const retry = useRetryNotification();
  const headingId = `notification-${message._id}`;
  const ChannelIcon = message.channel === 'email' ? Mail : MessageSquareText;
  return (
    <li className={clsx('px-4 py-4 sm:px-5', message.status === 'failed' && 'bg-danger-soft/40')}>
      <article aria-labelledby={headingId}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={headingId} className="min-w-0 font-semibold break-words text-ink">
            {t('notifications.title', { number: message.orderNumber, kind: t(KINDS[message.kind].labelKey) })}
          </h3>
          <Badge tone={STATUSES[message.status].tone} className="shrink-0">
            {t(STATUSES[message.status].labelKey)}
          </Badge>
        </div>
        <p className="mt-1 flex flex-wrap items-center gap-x-1.5 text-sm break-all text-muted">
          <ChannelIcon aria-hidden="true" className="size-4 shrink-0" />
          <span>
            {message.channel === 'email' ? t('notifications.emailTo') : t('notifications.smsTo')}{' '}
            <span className="font-medium text-ink">{message.recipient}</span>
            {message.locale === 'bn' ? ` · ${t('notifications.inBangla')}` : null}
          </span>
        </p>
        <p className="mt-2 text-sm break-words text-ink/90">{message.summary}</p>
        {message.lastError ? (
          <p className="mt-2 rounded-lg bg-danger-soft px-3 py-2 text-sm break-words text-danger ring-1 ring-red-200 ring-inset">
            <span className="font-semibold">{t('notifications.lastError')}</span> {message.lastError}
          </p>
        ) : null}
        <p className="mt-2 text-xs text-muted">
          {t('notifications.queued')}{' '}
          <time dateTime={message.createdAt}>{format.date(message.createdAt)}</time>
          {' · '}
          {t('notifications.attempts', { count: message.attempts })}
          {message.sentAt ? (
            <>
              {' · '}
              {t('notifications.sentAt')} <time dateTime={message.sentAt}>{format.date(message.sentAt)}</time>
            </>
          ) : null}
          {message.nextAttemptAt && message.attempts > 0 ? (
            <>
              {' · '}
              {t('notifications.nextTry')}{' '}
              <time dateTime={message.nextAttemptAt}>{format.date(message.nextAttemptAt)}</time>
            </>
          ) : null}
        </p>
        {message.status === 'failed' ? (
          <Button
            variant="secondary"
            size="sm"
            className="mt-3 h-11 sm:h-9"
            disabled={retry.isPending}
            onClick={() =>
              retry.mutate(message._id, {
                onSuccess: () => toast.success(t('notifications.retried')),
                onError: (error) => toast.error(errorMessage(error, t('notifications.retryFailed'))),
              })
            }
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            {retry.isPending ? t('notifications.sendingAgain') : t('notifications.sendAgain')}
          </Button>
        ) : null}
      </article>
    </li>
  );
}

/**
 * The order emails and SMS the shop sends (decision 018): failed ones first, with the gateway's last
 * error and a button to send again; the other filters show what is waiting and what went out.
 */
export function NotificationsTab() {
  const { t } = useTranslation('admin');
  const [filter, setFilter] = useState<NotificationFilter>('failed');
  const [page, setPage] = useState(1);
  const notifications = useOrderNotifications(filter, page);
  const offline = useWaitingForNetwork(notifications);
  const filterId = useId();

  let body: React.ReactNode;
  if (offline) {
    body = <OfflineNotice compact className="m-4 shadow-none" onRetry={() => notifications.refetch()} />;
  } else if (notifications.isPending) {
    body = (
      <div className="p-4">
        <PanelSkeleton rows={3} rowClassName="h-32" />
      </div>
    );
  } else if (notifications.isError) {
    body = (
      <div className="p-4">
        <PanelError
          message={errorMessage(notifications.error)}
          onRetry={() => void notifications.refetch()}
        />
      </div>
    );
  } else if (notifications.data.messages.length === 0) {
    body = (
      <div className="p-4">
        <PanelEmpty icon={BellRing} title={t(EMPTY[filter].titleKey)}>
          {filter === 'failed' ? t('notifications.emptyFailedText') : t('notifications.emptyText')}
        </PanelEmpty>
      </div>
    );
  } else {
    body = (
      <>
        <ul className={clsx('divide-y divide-line', notifications.isPlaceholderData && 'opacity-60')}>
          {notifications.data.messages.map((message) => (
            <NotificationItem key={message._id} message={message} />
          ))}
        </ul>
        <ListPager
          pageSize={NOTIFICATIONS_PAGE_SIZE}
          page={page}
          total={notifications.data.total}
          label={t('notifications.pages')}
          onPage={setPage}
        />
      </>
    );
  }

  const failed = notifications.data?.failed ?? 0;
  return (
    <section
      aria-labelledby="notifications-heading"
      className="overflow-hidden rounded-card bg-surface shadow-card ring-1 ring-line"
    >
      <div className="flex flex-wrap items-end justify-between gap-3 border-b border-line px-4 py-3 sm:px-5">
        <div className="min-w-0">
          <h2 id="notifications-heading" className="flex items-center gap-2 text-base font-semibold">
            {t('notifications.heading')}
            {failed > 0 ? (
              <Badge tone="danger">{t('notifications.failedCount', { count: failed })}</Badge>
            ) : null}
          </h2>
          <p className="mt-0.5 text-sm text-muted">{t('notifications.intro')}</p>
        </div>
        <div className="w-full sm:w-56">
          <Label htmlFor={filterId}>{t('notifications.show')}</Label>
          <Select
            id={filterId}
            value={filter}
            onChange={(event) => {
              setFilter(event.target.value as NotificationFilter);
              setPage(1);
            }}
          >
            {FILTERS.map((option) => (
              <option key={option.value} value={option.value}>
                {t(option.labelKey)}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {body}
    </section>
  );
}
