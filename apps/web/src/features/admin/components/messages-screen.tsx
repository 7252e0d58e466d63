import type { ContactMessage, NewsletterSubscriber } from '@plantopia/shared';
import { Inbox, MailCheck, MailOpen, Reply } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { useFormat } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { useContactMessages } from '../api/get-contact-messages';
import { useNewsletterSubscribers } from '../api/get-newsletter-subscribers';
import { useMarkMessagesRead } from '../api/mark-message-read';
import { type ListSpec, useListParams } from '../lib/list-params';
import { toastBulkResult } from './bulk-toast';
import { DataTable, dataColumns } from './data-table/data-table';
import { AdminScreen } from './layout/admin-screen';

const PAGE_SIZE = 25;
// The server pages both lists (newest first); they share the address, so the sign-ups' keys are prefixed.
const MESSAGES: ListSpec<never> = { pageSize: PAGE_SIZE };
const SIGNUPS: ListSpec<never> = { pageSize: PAGE_SIZE, prefix: 'signups-' };

const linkClasses = 'font-medium text-brand-700 underline-offset-2 hover:underline';
const message = dataColumns<ContactMessage>();
const signup = dataColumns<NewsletterSubscriber>();
const rowId = (row: { _id: string }) => row._id;
const messageName = (row: ContactMessage) => row.subject;

function ContactMessages() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const list = useListParams(MESSAGES);
  const messages = useContactMessages(list.state.page, PAGE_SIZE);
  const { mutate: markMessages, isPending } = useMarkMessagesRead();

  const change = useCallback(
    (ids: readonly string[], read: boolean, then?: () => void) =>
      markMessages(
        { ids, read },
        {
          onSuccess: (result) => {
            toastBulkResult(result, {
              done: (count) =>
                read ? t('messages.markedRead', { count }) : t('messages.markedUnread', { count }),
              failed: (count) => t('messages.updateFailedCount', { count }),
            });
            then?.();
          },
        },
      ),
    [markMessages, t],
  );

  const columns = useMemo(
    () =>
      message.columns([
        message.accessor('subject', {
          header: t('messages.columns.subject'),
          meta: { card: 'title', className: 'max-w-48 break-words' },
          cell: ({ row }) => (
            <span className={row.original.read ? 'font-medium' : 'font-semibold'}>
              {row.original.subject}
            </span>
          ),
        }),
        message.display({
          id: 'state',
          header: t('messages.columns.state'),
          meta: { card: 'aside', hiddenHeader: true },
          cell: ({ row }) =>
            row.original.read ? null : <Badge tone="terracotta">{t('messages.new')}</Badge>,
        }),
        message.display({
          id: 'from',
          header: t('messages.columns.from'),
          meta: { card: 'wide', className: 'max-w-56 break-words' },
          cell: ({ row }) => {
            const { name, email, phone } = row.original;
            return (
              <>
                <span className="block">{name}</span>
                <a href={`mailto:${email}`} className={`block break-all ${linkClasses}`}>
                  {email}
                </a>
                {phone ? (
                  <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={`block ${linkClasses}`}>
                    {phone}
                  </a>
                ) : null}
              </>
            );
          },
        }),
        message.accessor('message', {
          header: t('messages.columns.message'),
          meta: { card: 'wide', className: 'min-w-64 max-w-xl' },
          cell: ({ getValue }) => (
            <p className="leading-relaxed break-words whitespace-pre-line text-ink/90">{getValue()}</p>
          ),
        }),
        message.accessor('createdAt', {
          header: t('messages.columns.received'),
          meta: { className: 'whitespace-nowrap text-muted' },
          cell: ({ getValue }) => <time dateTime={getValue()}>{format.date(getValue())}</time>,
        }),
        message.display({
          id: 'actions',
          header: t('messages.columns.actions'),
          meta: { hiddenHeader: true, card: 'actions' },
          cell: ({ row }) => {
            const { _id, email, subject, read } = row.original;
            return (
              <span className="flex flex-wrap gap-1">
                <a
                  href={`mailto:${email}?subject=${encodeURIComponent(`Re: ${subject}`)}`}
                  aria-label={t('messages.replyTo', { subject })}
                  className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'h-11 sm:h-9' })}
                >
                  <Reply aria-hidden="true" className="size-4" />
                  {t('messages.reply')}
                </a>
                <Button
                  variant="ghost"
                  size="sm"
                  className="h-11 sm:h-9"
                  disabled={isPending}
                  aria-label={
                    read ? t('messages.markUnreadOf', { subject }) : t('messages.markReadOf', { subject })
                  }
                  onClick={() => change([_id], !read)}
                >
                  {read ? (
                    <MailOpen aria-hidden="true" className="size-4" />
                  ) : (
                    <MailCheck aria-hidden="true" className="size-4" />
                  )}
                  {read ? t('messages.markUnread') : t('messages.markRead')}
                </Button>
              </span>
            );
          },
        }),
      ]),
    [t, format, isPending, change],
  );

  const unread = messages.data?.unread ?? 0;
  return (
    <DataTable
      label={t('messages.heading')}
      headed
      columns={columns}
      list={list}
      query={messages}
      rows={messages.data?.messages}
      total={messages.data?.total}
      getRowId={rowId}
      rowName={messageName}
      rowClassName={(row) => (row.read ? undefined : 'bg-leaf-50/70')}
      countLabel={(count) =>
        unread > 0 ? t('messages.countUnread', { count, unread }) : t('messages.count', { count })
      }
      empty={{ icon: Inbox, title: t('messages.emptyTitle'), text: t('messages.emptyText') }}
      bulkActions={({ ids, clear }) => (
        <>
          <Button variant="secondary" size="sm" disabled={isPending} onClick={() => change(ids, true, clear)}>
            <MailCheck aria-hidden="true" className="size-4" />
            {t('messages.markSelectedRead')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={isPending}
            onClick={() => change(ids, false, clear)}
          >
            <MailOpen aria-hidden="true" className="size-4" />
            {t('messages.markSelectedUnread')}
          </Button>
        </>
      )}
    />
  );
}

function NewsletterSignups() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const list = useListParams(SIGNUPS);
  const signups = useNewsletterSubscribers(list.state.page, PAGE_SIZE);
  const columns = useMemo(
    () =>
      signup.columns([
        signup.accessor('email', {
          header: t('messages.columns.email'),
          meta: { card: 'title' },
          cell: ({ getValue }) => (
            <a href={`mailto:${getValue()}`} className={`break-all ${linkClasses}`}>
              {getValue()}
            </a>
          ),
        }),
        signup.accessor('createdAt', {
          header: t('messages.columns.signedUp'),
          meta: { className: 'whitespace-nowrap text-muted' },
          cell: ({ getValue }) => <time dateTime={getValue()}>{format.date(getValue())}</time>,
        }),
      ]),
    [t, format],
  );
  return (
    <DataTable
      label={t('messages.signupsHeading')}
      headed
      columns={columns}
      list={list}
      query={signups}
      rows={signups.data?.subscribers}
      total={signups.data?.total}
      getRowId={rowId}
      countLabel={(count) => t('messages.signupsCount', { count })}
      empty={{ icon: Inbox, title: t('messages.signupsEmptyTitle'), text: t('messages.signupsEmptyText') }}
    />
  );
}

/** `/admin/messages`: what shoppers sent the shop: contact messages (new ones marked) and newsletter sign-ups. */
export function MessagesScreen() {
  const { t } = useTranslation('admin');
  return (
    <AdminScreen title={t('messages.screenTitle')}>
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <ContactMessages />
        <NewsletterSignups />
      </div>
    </AdminScreen>
  );
}
