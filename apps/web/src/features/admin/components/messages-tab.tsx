import type { ContactMessage } from '@plantopia/shared';
import { clsx } from 'clsx';
import { Inbox, MailCheck, MailOpen, Reply } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { OfflineNotice } from '@/components/offline-notice';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useFormat } from '@/lib/i18n';
import { useWaitingForNetwork } from '@/lib/network';
import { useContactMessages } from '../api/get-contact-messages';
import { useNewsletterSubscribers } from '../api/get-newsletter-subscribers';
import { useMarkMessageRead } from '../api/mark-message-read';
import { ListPager } from './list-pager';
import { PanelEmpty, PanelError, PanelSkeleton } from './panel-states';

const PAGE_SIZE = 50;

function MessageItem({ message }: { message: ContactMessage }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const mark = useMarkMessageRead();
  const headingId = `message-${message._id}`;
  const reply = `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
  return (
    <li className={clsx('px-4 py-4 sm:px-5', !message.read && 'bg-leaf-50/70')}>
      <article aria-labelledby={headingId}>
        <div className="flex items-start justify-between gap-3">
          <h3
            id={headingId}
            className={clsx('min-w-0 break-words text-ink', message.read ? 'font-medium' : 'font-semibold')}
          >
            {message.subject}
          </h3>
          {message.read ? null : (
            <Badge tone="terracotta" className="shrink-0">
              {t('messages.new')}
            </Badge>
          )}
        </div>
        <p className="mt-1 text-sm break-words text-muted">
          {message.name} ·{' '}
          <a
            href={`mailto:${message.email}`}
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {message.email}
          </a>
          {message.phone ? (
            <>
              {' · '}
              <a
                href={`tel:${message.phone.replace(/[^\d+]/g, '')}`}
                className="font-medium text-brand-700 underline-offset-2 hover:underline"
              >
                {message.phone}
              </a>
            </>
          ) : null}
        </p>
        <p className="mt-0.5 text-xs text-muted">
          <time dateTime={message.createdAt}>{format.date(message.createdAt)}</time>
        </p>
        <p className="mt-3 text-sm leading-relaxed break-words whitespace-pre-line text-ink/90">
          {message.message}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <a
            href={reply}
            className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'h-11 sm:h-9' })}
          >
            <Reply aria-hidden="true" className="size-4" />
            {t('messages.reply')}
          </a>
          <Button
            variant="ghost"
            size="sm"
            className="h-11 sm:h-9"
            disabled={mark.isPending}
            onClick={() =>
              mark.mutate(
                { id: message._id, read: !message.read },
                { onError: (error) => toast.error(errorMessage(error, t('messages.updateFailed'))) },
              )
            }
          >
            {message.read ? (
              <MailOpen aria-hidden="true" className="size-4" />
            ) : (
              <MailCheck aria-hidden="true" className="size-4" />
            )}
            {message.read ? t('messages.markUnread') : t('messages.markRead')}
          </Button>
        </div>
      </article>
    </li>
  );
}

function ContactMessages() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const [page, setPage] = useState(1);
  const messages = useContactMessages(page);
  const offline = useWaitingForNetwork(messages);

  let body: React.ReactNode;
  if (offline) {
    body = <OfflineNotice compact className="m-4 shadow-none" onRetry={() => messages.refetch()} />;
  } else if (messages.isPending) {
    body = (
      <div className="p-4">
        <PanelSkeleton rows={3} rowClassName="h-36" />
      </div>
    );
  } else if (messages.isError) {
    body = (
      <div className="p-4">
        <PanelError message={errorMessage(messages.error)} onRetry={() => void messages.refetch()} />
      </div>
    );
  } else if (messages.data.messages.length === 0) {
    body = (
      <div className="p-4">
        <PanelEmpty icon={Inbox} title={t('messages.emptyTitle')}>
          {t('messages.emptyText')}
        </PanelEmpty>
      </div>
    );
  } else {
    body = (
      <>
        <ul className={clsx('divide-y divide-line', messages.isPlaceholderData && 'opacity-60')}>
          {messages.data.messages.map((message) => (
            <MessageItem key={message._id} message={message} />
          ))}
        </ul>
        <ListPager
          pageSize={PAGE_SIZE}
          page={page}
          total={messages.data.total}
          label={t('messages.pages')}
          onPage={setPage}
        />
      </>
    );
  }

  const unread = messages.data?.unread ?? 0;
  return (
    <section
      aria-labelledby="contact-messages-heading"
      className="overflow-hidden rounded-card bg-surface shadow-card ring-1 ring-line"
    >
      <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-3 sm:px-5">
        <h2 id="contact-messages-heading" className="text-base font-semibold">
          {t('messages.heading')}{' '}
          {messages.data ? (
            <span className="font-normal text-muted">
              {t('headingCount', { count: format.number(messages.data.total) })}
            </span>
          ) : null}
        </h2>
        {unread > 0 ? <Badge tone="terracotta">{t('messages.unread', { count: unread })}</Badge> : null}
      </div>
      {body}
    </section>
  );
}

function NewsletterSignups() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const [page, setPage] = useState(1);
  const signups = useNewsletterSubscribers(page);
  const offline = useWaitingForNetwork(signups);

  let body: React.ReactNode;
  if (offline) {
    body = <OfflineNotice compact className="m-4 shadow-none" onRetry={() => signups.refetch()} />;
  } else if (signups.isPending) {
    body = (
      <div className="p-4">
        <PanelSkeleton rows={4} rowClassName="h-10" />
      </div>
    );
  } else if (signups.isError) {
    body = (
      <div className="p-4">
        <PanelError message={errorMessage(signups.error)} onRetry={() => void signups.refetch()} />
      </div>
    );
  } else if (signups.data.subscribers.length === 0) {
    body = <p className="px-4 py-8 text-center text-sm text-muted sm:px-5">{t('messages.signupsEmpty')}</p>;
  } else {
    body = (
      <>
        <ul className={clsx('divide-y divide-line', signups.isPlaceholderData && 'opacity-60')}>
          {signups.data.subscribers.map((subscriber) => (
            <li
              key={subscriber._id}
              className="flex flex-wrap items-baseline justify-between gap-x-3 px-4 py-2.5 sm:px-5"
            >
              <a
                href={`mailto:${subscriber.email}`}
                className="min-w-0 text-sm font-medium break-all text-brand-700 underline-offset-2 hover:underline"
              >
                {subscriber.email}
              </a>
              <time dateTime={subscriber.createdAt} className="text-xs text-muted">
                {format.date(subscriber.createdAt)}
              </time>
            </li>
          ))}
        </ul>
        <ListPager
          pageSize={PAGE_SIZE}
          page={page}
          total={signups.data.total}
          label={t('messages.signupPages')}
          onPage={setPage}
        />
      </>
    );
  }

  return (
    <section
      aria-labelledby="newsletter-signups-heading"
      className="overflow-hidden rounded-card bg-surface shadow-card ring-1 ring-line"
    >
      <h2
        id="newsletter-signups-heading"
        className="border-b border-line px-4 py-3 text-base font-semibold sm:px-5"
      >
        {t('messages.signupsHeading')}{' '}
        {signups.data ? (
          <span className="font-normal text-muted">
            {t('headingCount', { count: format.number(signups.data.total) })}
          </span>
        ) : null}
      </h2>
      {body}
    </section>
  );
}

/** What shoppers sent the shop: contact messages (newest first, new ones marked) and newsletter sign-ups. */
export function MessagesTab() {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <ContactMessages />
      <NewsletterSignups />
    </div>
  );
}
