import {
  CALL_OUTCOMES,
  CANCEL_REASONS,
  MESSAGE_KINDS,
  MESSAGE_STATUSES,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  paymentStatusLabel,
  RETURN_REASONS,
  type TimelineEntry,
} from '@plantopia/shared';
import { clsx } from 'clsx';
import {
  CircleDollarSign,
  type LucideIcon,
  MessageSquareText,
  PackageCheck,
  PackageX,
  PhoneCall,
  Repeat,
  ShoppingBag,
  StickyNote,
  Truck,
} from 'lucide-react';
import { useFormat, useSay } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { useCourierLabel } from '../../api/couriers';
import { MESSAGE_KIND_LABELS, MESSAGE_STATUS_LABELS } from '../../lib/message-kinds';
import { useOrderStatusText } from '../../lib/order-status-text';

/*
 * An entry's `data` is what the server recorded with it (packages/shared back-office.ts): read here
 * defensively, as an entry written by an older or newer server may lack a field or hold a value this page
 * does not know; such an entry still says what kind of thing happened, who did it and when.
 */

function textOf(data: Record<string, unknown>, key: string): string | undefined {
  const value = data[key];
  return typeof value === 'string' && value.trim() ? value : undefined;
}

function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return (values as readonly unknown[]).includes(value) ? (value as T) : undefined;
}

const ICONS: Record<TimelineEntry['kind'], LucideIcon> = {
  placed: ShoppingBag,
  status: Repeat,
  payment: CircleDollarSign,
  confirmation: PhoneCall,
  delivery_attempt: PackageX,
  returned: PackageCheck,
  note: StickyNote,
  message: MessageSquareText,
  courier: Truck,
};

const ROLE_KEYS: Record<string, { labelKey: string }> = {
  admin: { labelKey: 'timeline.role.admin' },
  staff: { labelKey: 'timeline.role.staff' },
  user: { labelKey: 'timeline.role.customer' },
};

interface EntryText {
  title: string;
  /** A second line: a reason, a tracking code, an amount. */
  detail?: string;
  /** What someone wrote (a note, a call's or a return's remark). */
  note?: string;
}

/** One entry in words, in the page's language. */
function useEntryText() {
  const { t } = useTranslation('admin');
  const { t: tm, i18n } = useTranslation('messages');
  const say = useSay();
  const format = useFormat();
  const status = useOrderStatusText();
  const courierLabel = useCourierLabel();

  return (entry: TimelineEntry): EntryText => {
    const { data } = entry;
    const note = textOf(data, 'note');
    switch (entry.kind) {
      case 'placed':
        return { title: t('timeline.placed'), note };
      case 'status': {
        const from = oneOf(ORDER_STATUSES, data.from);
        const to = oneOf(ORDER_STATUSES, data.to);
        // A cancelled order's reason, or a returned one's (the two sets share no value).
        const cancelled = oneOf(CANCEL_REASONS, data.reason);
        const returned = oneOf(RETURN_REASONS, data.reason);
        const tracking = textOf(data, 'trackingCode');
        let detail: string | undefined;
        if (cancelled) detail = say({ code: `order.cancel_reason.${cancelled}` });
        else if (returned) detail = say({ code: `order.return_reason.${returned}` });
        else if (tracking) detail = t('timeline.trackingCode', { code: tracking });
        return {
          title:
            from && to
              ? t('timeline.statusFromTo', { from: status.label(from), to: status.label(to) })
              : to
                ? t('timeline.statusTo', { to: status.label(to) })
                : t('timeline.statusChanged'),
          detail,
          note,
        };
      }
      case 'payment': {
        const from = oneOf(PAYMENT_STATUSES, data.from);
        const to = oneOf(PAYMENT_STATUSES, data.to) ?? oneOf(PAYMENT_STATUSES, data.status);
        const amount = typeof data.amount === 'number' ? format.taka(data.amount) : undefined;
        const via = textOf(data, 'provider');
        const reference = textOf(data, 'reference');
        return {
          title:
            from && to
              ? t('timeline.paymentFromTo', {
                  from: say(paymentStatusLabel(from)),
                  to: say(paymentStatusLabel(to)),
                })
              : to
                ? t('timeline.paymentTo', { to: say(paymentStatusLabel(to)) })
                : t('timeline.payment'),
          detail: [amount, via, reference].filter(Boolean).join(' · ') || textOf(data, 'message'),
          note,
        };
      }
      case 'confirmation': {
        const outcome = oneOf(CALL_OUTCOMES, data.outcome);
        // The shopper's own answer to the confirmation link in the order's SMS, not a call.
        if (data.by === 'link')
          return {
            title: outcome
              ? t('timeline.linkAnswer', { outcome: say({ code: `order.call_outcome.${outcome}` }) })
              : t('timeline.linkAnswered'),
            note,
          };
        return {
          title: outcome
            ? t('timeline.call', { outcome: say({ code: `order.call_outcome.${outcome}` }) })
            : t('timeline.callRecorded'),
          note,
        };
      }
      case 'delivery_attempt':
        return {
          title:
            typeof data.attempt === 'number'
              ? t('timeline.deliveryAttemptNumber', { attempt: data.attempt })
              : t('timeline.deliveryAttempt'),
          note,
        };
      case 'returned': {
        const reason = oneOf(RETURN_REASONS, data.reason);
        return {
          title: reason
            ? t('timeline.returned', { reason: say({ code: `order.return_reason.${reason}` }) })
            : t('timeline.returnedNoReason'),
          detail:
            data.restocked === true
              ? t('timeline.restocked')
              : data.restocked === false
                ? t('timeline.notRestocked')
                : undefined,
          note,
        };
      }
      case 'note':
        return { title: t('timeline.note'), note: textOf(data, 'text') };
      case 'message': {
        // An order email or SMS: what it was about, whether it went out, to whom, and its text.
        const kind = oneOf(MESSAGE_KINDS, data.event) ?? oneOf(MESSAGE_KINDS, data.kind);
        const about = kind ? t(MESSAGE_KIND_LABELS[kind].labelKey) : t('timeline.aMessage');
        const channel = textOf(data, 'channel');
        const sent = oneOf(MESSAGE_STATUSES, data.status);
        return {
          title:
            channel === 'sms'
              ? t('timeline.sms', { about })
              : channel === 'email'
                ? t('timeline.email', { about })
                : t('timeline.message', { about }),
          detail: [sent ? t(MESSAGE_STATUS_LABELS[sent].labelKey) : undefined, textOf(data, 'recipient')]
            .filter(Boolean)
            .join(' · '),
          note: textOf(data, 'summary'),
        };
      }
      case 'courier': {
        const name = textOf(data, 'courier');
        const courier = name ? courierLabel(name) : t('timeline.theCourier');
        const parcel = textOf(data, 'status');
        // The shop's word for the parcel's state (`courier.status.*` in the shared catalog); a state it has
        // no word for is shown as the courier wrote it.
        const said =
          parcel && i18n.exists(`messages:courier.status.${parcel}`)
            ? tm(`courier.status.${parcel}`)
            : parcel;
        const consignment = textOf(data, 'consignmentId');
        return {
          title: said
            ? t('timeline.courierSaid', { courier, status: said })
            : t('timeline.courierEvent', { courier }),
          detail: consignment ? t('timeline.consignment', { id: consignment }) : undefined,
          note: textOf(data, 'message') ?? note,
        };
      }
      default:
        return { title: t('timeline.other') };
    }
  };
}

/** Who did it: a named person with their role, or the shop itself (null), or the shopper placing the order. */
function useActorText() {
  const { t } = useTranslation('admin');
  return (entry: TimelineEntry): string => {
    if (!entry.actor) return entry.kind === 'placed' ? t('timeline.byCustomer') : t('timeline.byShop');
    const role = ROLE_KEYS[entry.actor.role];
    const name = entry.actor.name || t('anonymous');
    return role ? t('timeline.byPerson', { name, role: t(role.labelKey) }) : name;
  };
}

/**
 * An order's timeline (issue 23): everything that happened to it, oldest first, each with who and when;
 * staff notes stand out from what the shop and the courier recorded.
 */
export function OrderTimeline({ events }: { events: readonly TimelineEntry[] }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const text = useEntryText();
  const actor = useActorText();
  if (events.length === 0) return <p className="text-sm text-muted">{t('timeline.empty')}</p>;
  return (
    <ol className="grid gap-0">
      {events.map((entry, index) => {
        const Icon = ICONS[entry.kind] ?? Repeat;
        const { title, detail, note } = text(entry);
        const last = index === events.length - 1;
        return (
          <li key={entry._id} className="relative flex gap-3 pb-5 last:pb-0">
            {last ? null : (
              <span aria-hidden="true" className="absolute top-8 bottom-0 left-4 w-px bg-line" />
            )}
            <span
              aria-hidden="true"
              className={clsx(
                'relative inline-flex size-8 shrink-0 items-center justify-center rounded-full ring-1',
                entry.kind === 'note'
                  ? 'bg-amber-50 text-amber-800 ring-amber-200'
                  : 'bg-brand-50 text-brand-700 ring-brand-100',
              )}
            >
              <Icon className="size-4" />
            </span>
            <div className="min-w-0 flex-1 pt-1">
              <p className="text-sm font-medium text-ink">{title}</p>
              {detail ? <p className="text-sm text-muted">{detail}</p> : null}
              {note ? (
                <p
                  className={clsx(
                    'mt-1.5 rounded-lg px-3 py-2 text-sm break-words whitespace-pre-line',
                    entry.kind === 'note'
                      ? 'bg-amber-50 text-amber-950 ring-1 ring-amber-200 ring-inset'
                      : 'bg-stone-50 text-ink/90',
                  )}
                >
                  {note}
                </p>
              ) : null}
              <p className="mt-1 text-xs text-muted">
                {actor(entry)} · <time dateTime={entry.at}>{format.date(entry.at)}</time>
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
