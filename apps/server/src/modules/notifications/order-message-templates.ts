import {
  coded,
  formatDate,
  formatNumber,
  formatTaka,
  type Locale,
  type MessageCode,
  type MessageKind,
  type MessageParams,
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
import { escapeHtml } from '../../lib/escape-html.js';

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

/** The pieces an email is made of; each is written once as text and once as HTML below. */
type Block =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'facts'; rows: [string, string][] }
  | {
      type: 'items';
      head: [string, string, string];
      rows: [string, string, string][];
      totals: [string, string][];
    }
  | { type: 'link'; text: string; url: string };

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** Where each kind's email points: the shopper's orders, or the admin's dashboard for the owner. */
function linkOf(kind: MessageKind, publicUrl: string) {
  return kind === 'owner_new_order'
    ? { code: 'mail.order.see_order' as const, url: `${publicUrl}/admin` }
    : { code: 'mail.order.see_orders' as const, url: `${publicUrl}/profile` };
}

function emailBlocks(kind: MessageKind, order: Order, locale: Locale, publicUrl: string): Block[] {
  const word = (code: MessageCode) => formatMessage(code, undefined, locale);
  const money = (taka: number) => formatTaka(taka, locale);
  // The owner reads the states in the staff's words, as the admin shows them.
  const audience: OrderAudience = kind === 'owner_new_order' ? 'admin' : 'customer';
  const { summary, shipping } = order;
  const place = shownPlace(shipping, locale);
  const address = [shipping.name, shipping.address, place.city, place.state].filter(Boolean).join(', ');
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
        [word('mail.order.label.ship_to'), `${address} (${shipping.phone})`],
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
        pickText(item.name, item.nameBn, locale),
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

function blockText(block: Block): string {
  switch (block.type) {
    case 'heading':
      return block.text;
    case 'paragraph':
      return block.text;
    case 'facts':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'items':
      return [
        ...block.rows.map(([name, quantity, amount]) => `- ${name} × ${quantity}: ${amount}`),
        '',
        ...block.totals.map(([label, value]) => `${label}: ${value}`),
      ].join('\n');
    case 'link':
      return `${block.text}: ${block.url}`;
  }
}

const CELL = 'padding:6px 8px;border-bottom:1px solid #e5e7eb;text-align:left;vertical-align:top';
const NUMBER_CELL = `${CELL};text-align:right;white-space:nowrap`;

function blockHtml(block: Block): string {
  switch (block.type) {
    case 'heading':
      return `<h1 style="font-size:22px;line-height:1.3;color:#14532d;margin:0 0 12px">${escapeHtml(block.text)}</h1>`;
    case 'paragraph':
      return `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(block.text)}</p>`;
    case 'facts':
      return `<table role="presentation" style="border-collapse:collapse;width:100%;margin:0 0 16px">${block.rows
        .map(
          ([label, value]) =>
            `<tr><th scope="row" style="${CELL};color:#4b5563;font-weight:600;width:40%">${escapeHtml(label)}</th><td style="${CELL}">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'items': {
      const [item, quantity, amount] = block.head.map(escapeHtml);
      const rows = block.rows
        .map(
          ([name, qty, total]) =>
            `<tr><td style="${CELL}">${escapeHtml(name)}</td><td style="${NUMBER_CELL}">${escapeHtml(qty)}</td><td style="${NUMBER_CELL}">${escapeHtml(total)}</td></tr>`,
        )
        .join('');
      const totals = block.totals
        .map(
          ([label, value], index) =>
            `<tr${index === block.totals.length - 1 ? ' style="font-weight:700"' : ''}><td colspan="2" style="${NUMBER_CELL}">${escapeHtml(label)}</td><td style="${NUMBER_CELL}">${escapeHtml(value)}</td></tr>`,
        )
        .join('');
      return `<table style="border-collapse:collapse;width:100%;margin:0 0 20px"><thead><tr><th scope="col" style="${CELL}">${item}</th><th scope="col" style="${NUMBER_CELL}">${quantity}</th><th scope="col" style="${NUMBER_CELL}">${amount}</th></tr></thead><tbody>${rows}${totals}</tbody></table>`;
    }
    case 'link':
      return `<p style="margin:0 0 20px"><a href="${escapeHtml(block.url)}" style="display:inline-block;background:#15803d;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:6px;font-weight:600">${escapeHtml(block.text)}</a></p>`;
  }
}

/** An order's email of one kind, in the given language: subject, plain text and HTML of the same blocks. */
export function renderOrderEmail(
  kind: MessageKind,
  order: Order,
  locale: Locale,
  publicUrl: string,
): RenderedEmail {
  const shop = formatMessage('mail.shop', undefined, locale);
  const blocks = emailBlocks(kind, order, locale, publicUrl);
  const subject = `${say(headlineOf(kind, order), locale)} | ${shop}`;
  const lang = locale === 'bn' ? 'bn' : 'en';
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head><body style="margin:0;padding:0;background:#f3f4f6"><div style="max-width:560px;margin:0 auto;padding:24px 16px;font-family:'Noto Sans Bengali','Noto Sans',Arial,sans-serif;font-size:15px;color:#111827"><div style="background:#ffffff;border-radius:8px;padding:24px"><p style="margin:0 0 16px;font-weight:700;color:#15803d;font-size:18px">${escapeHtml(shop)}</p>${blocks.map(blockHtml).join('')}</div></div></body></html>`;
  return { subject, text: `${blocks.map(blockText).join('\n\n')}\n`, html };
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

/** An order's SMS of one kind: the shop and the order's number with its new state (or the headline), then one short sentence. */
export function renderOrderSms(kind: MessageKind, order: Order, locale: Locale): string {
  const detail = nextStep(`sms.order.${kind}`, kind, order, locale);
  const status = smsState(kind, order);
  return status
    ? formatMessage('sms.order.status_line', { number: orderNumber(order._id), status, detail }, locale)
    : formatMessage('sms.order.line', { headline: headlineOf(kind, order), detail }, locale);
}
