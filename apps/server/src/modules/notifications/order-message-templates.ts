import {
  formatDate,
  formatNumber,
  formatTaka,
  type Locale,
  type MessageKind,
  type Order,
  orderNumber,
  paymentMethodLabel,
  pickText,
  shownPlace,
} from '@plantopia/shared';
import { escapeHtml } from '../../lib/escape-html.js';

/*
 * Every order message in both languages, in one table: a kind's headline (the email's subject and
 * heading, the SMS's first sentence) and its next-step sentence, plus the labels of the order summary
 * the emails share. One renderer turns a kind into an email (plain text and HTML from the same blocks)
 * and another into an SMS, so adding a kind or a language is adding rows here.
 */

/** What a message may say about its order, already formatted in the order's language. */
interface Facts {
  number: string;
  total: string;
  name: string;
  phone: string;
  trackingCode: string | null;
  itemCount: string;
  payment: string;
}

interface KindCopy {
  headline(facts: Facts): string;
  /** What happens next, or what the shopper may do. */
  detail(facts: Facts): string;
  /** The SMS after the headline: short, since a Bangla SMS part holds 70 characters. */
  sms(facts: Facts): string;
}

interface LanguageCopy {
  shop: string;
  greeting(name: string): string;
  signOff: string;
  kinds: Record<MessageKind, KindCopy>;
  labels: {
    orderNumber: string;
    placedOn: string;
    item: string;
    quantity: string;
    amount: string;
    subtotal: string;
    delivery: string;
    discount: string;
    total: string;
    payment: string;
    shipTo: string;
    trackingCode: string;
    seeOrders: string;
    seeOrder: string;
  };
}

const tracking = (facts: Facts, label: string, stop: string) =>
  facts.trackingCode ? ` ${label}: ${facts.trackingCode}${stop}` : '';

const COPY: Record<Locale, LanguageCopy> = {
  en: {
    shop: 'Plantopia',
    greeting: (name) => `Dear ${name},`,
    signOff: 'Thank you for shopping with Plantopia.',
    kinds: {
      placed: {
        headline: (f) => `Your order #${f.number} is placed`,
        detail: (f) => `We have your order for ${f.total}. We will let you know as soon as it is confirmed.`,
        sms: (f) => `Total ${f.total}. We will tell you when it ships.`,
      },
      accepted: {
        headline: (f) => `Your order #${f.number} is confirmed`,
        detail: () => 'We are preparing your order now and will let you know when it ships.',
        sms: () => 'We are preparing it now.',
      },
      shipped: {
        headline: (f) => `Your order #${f.number} is on its way`,
        detail: (f) =>
          `Your order has left our shop and the courier will bring it to you soon.${tracking(f, 'Tracking code', '.')}`,
        sms: (f) => `It is with the courier.${tracking(f, 'Tracking code', '.')}`,
      },
      delivered: {
        headline: (f) => `Your order #${f.number} is delivered`,
        detail: () => 'We hope you enjoy it. You can now rate the products you bought on their pages.',
        sms: () => 'Enjoy your plants!',
      },
      cancelled: {
        headline: (f) => `Your order #${f.number} is cancelled`,
        detail: () =>
          'If you paid for it, the money will be returned to you and we will tell you when it has been.',
        sms: () => 'Any payment will be returned to you.',
      },
      refunded: {
        headline: (f) => `Your refund for order #${f.number} is made`,
        detail: (f) => `${f.total} has been returned to you. It may take a few days to show on your account.`,
        sms: (f) => `${f.total} has been returned to you.`,
      },
      owner_new_order: {
        headline: (f) => `New order #${f.number}: ${f.total}`,
        detail: (f) => `${f.name} (${f.phone}) ordered ${f.itemCount} item(s), paying by ${f.payment}.`,
        sms: (f) => `${f.name}, ${f.total}.`,
      },
    },
    labels: {
      orderNumber: 'Order number',
      placedOn: 'Placed on',
      item: 'Item',
      quantity: 'Qty',
      amount: 'Amount',
      subtotal: 'Subtotal',
      delivery: 'Delivery',
      discount: 'Discount',
      total: 'Total',
      payment: 'Payment',
      shipTo: 'Delivery address',
      trackingCode: 'Tracking code',
      seeOrders: 'See your orders',
      seeOrder: 'Open the order in the dashboard',
    },
  },
  bn: {
    shop: 'প্ল্যান্টোপিয়া',
    greeting: (name) => `প্রিয় ${name},`,
    signOff: 'প্ল্যান্টোপিয়া থেকে কেনাকাটার জন্য ধন্যবাদ।',
    kinds: {
      placed: {
        headline: (f) => `আপনার অর্ডার #${f.number} দেওয়া হয়েছে`,
        detail: (f) => `আমরা আপনার অর্ডারটি পেয়েছি, মোট ${f.total}। অর্ডারটি নিশ্চিত হলেই আপনাকে জানাব।`,
        sms: (f) => `মোট ${f.total}। পাঠানোর সময় আপনাকে জানাব।`,
      },
      accepted: {
        headline: (f) => `আপনার অর্ডার #${f.number} নিশ্চিত হয়েছে`,
        detail: () => 'আমরা এখন আপনার অর্ডারটি প্রস্তুত করছি, পাঠানোর সময় আপনাকে জানাব।',
        sms: () => 'আমরা এখন এটি প্রস্তুত করছি।',
      },
      shipped: {
        headline: (f) => `আপনার অর্ডার #${f.number} পাঠানো হয়েছে`,
        detail: (f) =>
          `আপনার অর্ডারটি আমাদের দোকান থেকে রওনা হয়েছে, কুরিয়ার শিগগিরই আপনার কাছে পৌঁছে দেবে।${tracking(f, 'ট্র্যাকিং কোড', '।')}`,
        sms: (f) => `এটি এখন কুরিয়ারের কাছে।${tracking(f, 'ট্র্যাকিং কোড', '।')}`,
      },
      delivered: {
        headline: (f) => `আপনার অর্ডার #${f.number} পৌঁছে দেওয়া হয়েছে`,
        detail: () => 'আশা করি আপনার ভালো লাগবে। কেনা পণ্যগুলোর পাতায় গিয়ে এখন আপনি সেগুলোর রেটিং দিতে পারেন।',
        sms: () => 'আপনার গাছগুলো উপভোগ করুন!',
      },
      cancelled: {
        headline: (f) => `আপনার অর্ডার #${f.number} বাতিল করা হয়েছে`,
        detail: () => 'আপনি টাকা পরিশোধ করে থাকলে তা আপনাকে ফেরত দেওয়া হবে, ফেরত দেওয়া হলে আমরা আপনাকে জানাব।',
        sms: () => 'কোনো টাকা পরিশোধ করে থাকলে তা ফেরত দেওয়া হবে।',
      },
      refunded: {
        headline: (f) => `অর্ডার #${f.number}-এর টাকা ফেরত দেওয়া হয়েছে`,
        detail: (f) => `${f.total} আপনাকে ফেরত দেওয়া হয়েছে। আপনার অ্যাকাউন্টে দেখাতে কয়েক দিন লাগতে পারে।`,
        sms: (f) => `${f.total} আপনাকে ফেরত দেওয়া হয়েছে।`,
      },
      owner_new_order: {
        headline: (f) => `নতুন অর্ডার #${f.number}: ${f.total}`,
        detail: (f) => `${f.name} (${f.phone}) ${f.itemCount}টি পণ্য অর্ডার করেছেন, পেমেন্ট: ${f.payment}।`,
        sms: (f) => `${f.name}, ${f.total}।`,
      },
    },
    labels: {
      orderNumber: 'অর্ডার নম্বর',
      placedOn: 'অর্ডারের তারিখ',
      item: 'পণ্য',
      quantity: 'পরিমাণ',
      amount: 'দাম',
      subtotal: 'উপমোট',
      delivery: 'ডেলিভারি চার্জ',
      discount: 'ছাড়',
      total: 'মোট',
      payment: 'পেমেন্ট',
      shipTo: 'ডেলিভারির ঠিকানা',
      trackingCode: 'ট্র্যাকিং কোড',
      seeOrders: 'আপনার অর্ডারগুলো দেখুন',
      seeOrder: 'ড্যাশবোর্ডে অর্ডারটি খুলুন',
    },
  },
};

function factsOf(order: Order, locale: Locale): Facts {
  const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return {
    number: orderNumber(order._id),
    total: formatTaka(order.summary.total, locale),
    name: order.shipping.name,
    phone: order.shipping.phone,
    trackingCode: order.trackingCode ?? null,
    itemCount: formatNumber(count, locale),
    payment: paymentMethodLabel(order.paymentMethod, locale),
  };
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
function linkOf(kind: MessageKind, publicUrl: string, copy: LanguageCopy) {
  return kind === 'owner_new_order'
    ? { text: copy.labels.seeOrder, url: `${publicUrl}/admin` }
    : { text: copy.labels.seeOrders, url: `${publicUrl}/profile` };
}

function emailBlocks(kind: MessageKind, order: Order, locale: Locale, publicUrl: string): Block[] {
  const copy = COPY[locale];
  const { labels } = copy;
  const facts = factsOf(order, locale);
  const money = (taka: number) => formatTaka(taka, locale);
  const { summary } = order;
  const place = shownPlace(order.shipping, locale);
  const address = [order.shipping.name, order.shipping.address, place.city, place.state]
    .filter(Boolean)
    .join(', ');
  return [
    ...(kind === 'owner_new_order' ? [] : [{ type: 'paragraph' as const, text: copy.greeting(facts.name) }]),
    { type: 'heading', text: copy.kinds[kind].headline(facts) },
    { type: 'paragraph', text: copy.kinds[kind].detail(facts) },
    {
      type: 'facts',
      rows: [
        [labels.orderNumber, `#${facts.number}`],
        [labels.placedOn, formatDate(order.createdAt, locale)],
        [labels.payment, facts.payment],
        ...(facts.trackingCode ? [[labels.trackingCode, facts.trackingCode] as [string, string]] : []),
        [labels.shipTo, `${address} (${order.shipping.phone})`],
      ],
    },
    {
      type: 'items',
      head: [labels.item, labels.quantity, labels.amount],
      rows: order.items.map((item) => [
        pickText(item.name, item.nameBn, locale),
        formatNumber(item.quantity, locale),
        money(item.lineTotal),
      ]),
      totals: [
        [labels.subtotal, money(summary.subtotal)],
        [labels.delivery, money(summary.shipping)],
        ...(summary.discount ? [[labels.discount, `-${money(summary.discount)}`] as [string, string]] : []),
        [labels.total, money(summary.total)],
      ],
    },
    { type: 'link', ...linkOf(kind, publicUrl, copy) },
    ...(kind === 'owner_new_order' ? [] : [{ type: 'paragraph' as const, text: copy.signOff }]),
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
  const copy = COPY[locale];
  const blocks = emailBlocks(kind, order, locale, publicUrl);
  const subject = `${copy.kinds[kind].headline(factsOf(order, locale))} | ${copy.shop}`;
  const lang = locale === 'bn' ? 'bn' : 'en';
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head><body style="margin:0;padding:0;background:#f3f4f6"><div style="max-width:560px;margin:0 auto;padding:24px 16px;font-family:'Noto Sans Bengali','Noto Sans',Arial,sans-serif;font-size:15px;color:#111827"><div style="background:#ffffff;border-radius:8px;padding:24px"><p style="margin:0 0 16px;font-weight:700;color:#15803d;font-size:18px">${escapeHtml(copy.shop)}</p>${blocks.map(blockHtml).join('')}</div></div></body></html>`;
  return { subject, text: `${blocks.map(blockText).join('\n\n')}\n`, html };
}

/** An order's SMS of one kind: the shop, the headline with the order number, then one short sentence. */
export function renderOrderSms(kind: MessageKind, order: Order, locale: Locale): string {
  const copy = COPY[locale];
  const facts = factsOf(order, locale);
  const stop = locale === 'bn' ? '।' : '.';
  return `${copy.shop}: ${copy.kinds[kind].headline(facts)}${stop} ${copy.kinds[kind].sms(facts)}`;
}
