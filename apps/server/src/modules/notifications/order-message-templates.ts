import {
  coded,
  deliveryContact,
  formatDate,
  formatNumber,
  formatTaka,
  giverName,
  type Locale,
  type MessageCode,
  type MessageKind,
  type MessageParams,
  nameWithOptions,
  type Order,
  type OrderAudience,
  orderNumber,
  orderStatusLabel,
  paymentMethodLabel,
  paymentStatusLabel,
  pickText,
  shownPlace,
} from '@plantopia/shared';
import { formatMessage, say } from '@plantopia/shared/catalog';
import { type EmailBlock, type RenderedEmail, renderEmail } from './email-layout.js';

/*
 * Every order message is a kind's headline (`mail.order.<kind>.headline`: the email's subject and heading,
 * the SMS's first sentence) and its next step (`mail.order.<kind>.detail` in the email, the shorter
 * `sms.order.<kind>` in the SMS, since a Bangla SMS part holds 70 characters), plus the order summary the
 * emails share. One renderer turns a kind into an email (plain text and HTML from the same blocks) and
 * another into an SMS, so adding a kind is adding its messages to the catalogs.
 */

/** What a message may say about its order, rendered in the message's language. */
function paramsOf(order: Order): MessageParams {
  return {
    number: orderNumber(order._id),
    total: { taka: order.summary.total },
    name: order.shipping.name,
    phone: order.shipping.phone,
    count: order.items.reduce((sum, item) => sum + item.quantity, 0),
    payment: paymentMethodLabel(order.paymentMethod),
  };
}

const headlineOf = (kind: MessageKind, order: Order) => coded(`mail.order.${kind}.headline`, paramsOf(order));

/**
 * A kind's next step; once the courier has given a tracking code (and, for a booked parcel, its tracking
 * page), the shipped messages end with them.
 */
function nextStep(code: MessageCode, kind: MessageKind, order: Order, locale: Locale): string {
  const text = formatMessage(code, paramsOf(order), locale);
  if (kind !== 'shipped') return text;
  return [
    text,
    ...(order.trackingCode
      ? [formatMessage('mail.order.tracking', { code: order.trackingCode }, locale)]
      : []),
    ...(order.trackingUrl
      ? [formatMessage('mail.order.tracking_link', { url: order.trackingUrl }, locale)]
      : []),
  ].join(' ');
}

/** Where each kind's email points: the shopper's orders, or the admin's dashboard for the owner. */
function linkOf(kind: MessageKind, publicUrl: string) {
  return kind === 'owner_new_order'
    ? { code: 'mail.order.see_order' as const, url: `${publicUrl}/admin` }
    : { code: 'mail.order.see_orders' as const, url: `${publicUrl}/profile` };
}

function emailBlocks(kind: MessageKind, order: Order, locale: Locale, publicUrl: string): EmailBlock[] {
  const word = (code: MessageCode) => formatMessage(code, undefined, locale);
  const money = (taka: number) => formatTaka(taka, locale);
  // The owner reads the states in the staff's words, as the admin shows them.
  const audience: OrderAudience = kind === 'owner_new_order' ? 'admin' : 'customer';
  const { summary, shipping, gift } = order;
  const place = shownPlace(shipping, locale);
  // A gift's parcel goes to its recipient: the buyer reads whom it goes to, and their own note.
  const to = deliveryContact(order);
  const address = [to.name, shipping.address, place.city, place.state].filter(Boolean).join(', ');
  const link = linkOf(kind, publicUrl);
  return [
    ...(kind === 'owner_new_order'
      ? []
      : [
          {
            type: 'paragraph' as const,
            text: formatMessage('mail.greeting', { name: shipping.name }, locale),
          },
        ]),
    { type: 'heading', text: say(headlineOf(kind, order), locale) },
    { type: 'paragraph', text: nextStep(`mail.order.${kind}.detail`, kind, order, locale) },
    {
      type: 'facts',
      rows: [
        [word('mail.order.label.order_number'), `#${orderNumber(order._id)}`],
        [word('mail.order.label.placed_on'), formatDate(order.createdAt, locale)],
        [word('mail.order.label.status'), say(orderStatusLabel(order.status, audience), locale)],
        [word('mail.order.label.payment'), say(paymentMethodLabel(order.paymentMethod), locale)],
        [word('mail.order.label.payment_status'), say(paymentStatusLabel(order.paymentStatus), locale)],
        ...(order.trackingCode
          ? [[word('mail.order.label.tracking_code'), order.trackingCode] as [string, string]]
          : []),
        [word('mail.order.label.ship_to'), `${address} (${to.phone})`],
        ...(gift?.note ? [[word('mail.order.label.gift_note'), gift.note] as [string, string]] : []),
      ],
    },
    {
      type: 'items',
      head: [
        word('mail.order.label.item'),
        word('mail.order.label.quantity'),
        word('mail.order.label.amount'),
      ],
      rows: order.items.map((item) => [
        // The variant bought, "Snake Plant (Pot size: Medium)", as the invoice names it.
        nameWithOptions(pickText(item.name, item.nameBn, locale), item.options, locale),
        formatNumber(item.quantity, locale),
        money(item.lineTotal),
      ]),
      totals: [
        [word('mail.order.label.subtotal'), money(summary.subtotal)],
        [word('mail.order.label.delivery'), money(summary.shipping)],
        ...(summary.discount
          ? [[word('mail.order.label.discount'), money(-summary.discount)] as [string, string]]
          : []),
        [word('mail.order.label.total'), money(summary.total)],
      ],
    },
    { type: 'link', text: word(link.code), url: link.url },
    ...(kind === 'owner_new_order' ? [] : [{ type: 'paragraph' as const, text: word('mail.sign_off') }]),
  ];
}

/** An order's email of one kind, in the given language: subject, plain text and HTML of the same blocks. */
export function renderOrderEmail(
  kind: MessageKind,
  order: Order,
  locale: Locale,
  publicUrl: string,
): RenderedEmail {
  return renderEmail(
    say(headlineOf(kind, order), locale),
    emailBlocks(kind, order, locale, publicUrl),
    locale,
  );
}

/**
 * The state an SMS of a state change names, in the shopper's words: the same label the shopper's pages,
 * emails and invoice show. A new order's SMS (and the owner's) has a headline instead.
 */
function smsState(kind: MessageKind, order: Order) {
  if (kind === 'refunded') return paymentStatusLabel(order.paymentStatus);
  if (kind === 'placed' || kind === 'owner_new_order') return null;
  return orderStatusLabel(order.status, 'customer');
}

/** What an SMS may carry beside its order: the signed link to confirm or cancel a new COD order (decision 032). */
export interface SmsExtras {
  confirmUrl?: string;
}

/**
 * An order's SMS of one kind: the shop and the order's number with its new state (or the headline), then
 * one short sentence; a new order with a confirmation link asks the shopper to answer it instead.
 */
export function renderOrderSms(
  kind: MessageKind,
  order: Order,
  locale: Locale,
  extras: SmsExtras = {},
): string {
  const detail =
    kind === 'placed' && extras.confirmUrl
      ? formatMessage('sms.order.confirm_link', { ...paramsOf(order), url: extras.confirmUrl }, locale)
      : nextStep(`sms.order.${kind}`, kind, order, locale);
  const status = smsState(kind, order);
  return status
    ? formatMessage('sms.order.status_line', { number: orderNumber(order._id), status, detail }, locale)
    : formatMessage('sms.order.line', { headline: headlineOf(kind, order), detail }, locale);
}

/**
 * The one SMS a gift's recipient gets, when it ships (docs/behaviour.md §9), in the buyer's language:
 * who it is from (the buyer's given name), and that the courier will call. No prices, no order number:
 * those are the buyer's.
 */
export function renderGiftShippedSms(order: Order, locale: Locale): string {
  return formatMessage('sms.gift_shipped', { giver: giverName(order.shipping.name) }, locale);
}
