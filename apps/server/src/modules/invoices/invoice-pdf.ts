import {
  formatDay,
  formatNumber,
  formatTaka,
  type Locale,
  type MessageCode,
  type MessageParams,
  nameWithOptions,
  type Order,
  orderNumber,
  orderStatusLabel,
  paymentMethodLabel,
  paymentStatusLabel,
  pickText,
  SHOP_DETAILS,
  shownPlace,
} from '@plantopia/shared';
import { formatMessage, say } from '@plantopia/shared/catalog';
import { type Doc, openPdf, type Weight, write } from '../../lib/pdf-text.js';

/* The order's invoice as an A4 PDF (docs/decisions/016), in the fonts of lib/pdf-text.ts. */

const PAGE_MARGIN = 50;
const MUTED = '#5b6b60';
const BRAND = '#2f6b3f';
const LINE = '#d9e2dc';

/** A row under the items: its label, taka and weight. */
type Row = [string, number, Weight];

function rule(doc: Doc, y: number): void {
  doc
    .moveTo(PAGE_MARGIN, y)
    .lineTo(doc.page.width - PAGE_MARGIN, y)
    .lineWidth(0.8)
    .strokeColor(LINE)
    .stroke();
}

/**
 * The rows under the total for an order that will not be paid as billed (taka): a refund made or owed
 * (always the whole amount paid, docs/decisions/009), and that nothing is due. Empty for an order that
 * is still to be paid or was paid and kept.
 */
function settlement(order: Order): Array<[MessageCode, number, Weight]> {
  const nothingDue: [MessageCode, number, Weight] = ['invoice.amount_due', 0, 'bold'];
  if (order.paymentStatus === 'refunded')
    return [['invoice.refunded', -order.summary.total, 'regular'], nothingDue];
  if (order.paymentStatus === 'refund_due')
    return [['invoice.refund_due', order.summary.total, 'regular'], nothingDue];
  if (order.status === 'cancelled' || order.status === 'returned') return [nothingDue];
  return [];
}

/** The invoice of an order, as PDF bytes. */
export async function renderInvoice(order: Order): Promise<Buffer> {
  // In the order's language (`orders.locale`, the language of its checkout), whoever asks for it.
  const locale: Locale = order.locale ?? 'en';
  const message = (code: MessageCode, params?: MessageParams) => formatMessage(code, params, locale);
  const number = orderNumber(order._id);
  const { doc, bytes } = openPdf({
    size: 'A4',
    margin: PAGE_MARGIN,
    info: { Title: message('invoice.file_title', { number }), Author: SHOP_DETAILS.name },
  });

  const left = PAGE_MARGIN;
  const right = doc.page.width - PAGE_MARGIN;
  const contentWidth = right - left;

  // The shop, and the invoice's number and date.
  let y = write(doc, SHOP_DETAILS.name, left, PAGE_MARGIN, { size: 22, weight: 'bold', color: BRAND });
  y = write(doc, SHOP_DETAILS.address[locale], left, y, { color: MUTED });
  y = write(doc, `${SHOP_DETAILS.phone} · ${SHOP_DETAILS.email}`, left, y, { color: MUTED });
  // A cancelled or returned order's document says so first: it is no bill for the amount it lists.
  let headY = write(doc, message('invoice.title', { state: order.status }), right, PAGE_MARGIN, {
    size: 18,
    weight: 'bold',
    align: 'right',
  });
  headY = write(doc, message('invoice.order', { number }), right, headY, { align: 'right' });
  headY = write(doc, formatDay(order.createdAt, locale), right, headY, {
    align: 'right',
    color: MUTED,
  });
  y = Math.max(y, headY) + 12;
  rule(doc, y);
  y += 14;

  // Where it goes, and how it is paid.
  const half = contentWidth / 2 - 10;
  const { shipping } = order;
  const place = shownPlace(shipping, locale);
  let shipY = write(doc, message('invoice.ship_to'), left, y, { size: 9, weight: 'bold', color: MUTED });
  shipY = write(doc, shipping.name, left, shipY, { size: 11, weight: 'bold', width: half });
  for (const line of [
    shipping.address,
    [place.city, place.state, shipping.postalCode].filter(Boolean).join(', '),
    place.country,
    shipping.phone,
    shipping.email,
  ]) {
    if (line) shipY = write(doc, line, left, shipY, { width: half });
  }
  const payX = left + contentWidth / 2 + 10;
  let payY = write(doc, message('invoice.payment'), payX, y, { size: 9, weight: 'bold', color: MUTED });
  payY = write(doc, say(paymentMethodLabel(order.paymentMethod), locale), payX, payY, {
    size: 11,
    weight: 'bold',
  });
  payY = write(
    doc,
    message('invoice.payment_status', { status: paymentStatusLabel(order.paymentStatus) }),
    payX,
    payY,
  );
  payY = write(
    doc,
    // The invoice is the shopper's: their words for the state, as their orders page shows it.
    message('invoice.order_status', { status: orderStatusLabel(order.status, 'customer') }),
    payX,
    payY,
  );
  y = Math.max(shipY, payY) + 14;

  // The items as bought.
  const qtyX = right - 200;
  const priceX = right - 90;
  const header = (atY: number) => {
    const head = { size: 9, weight: 'bold', color: MUTED } as const;
    write(doc, message('invoice.item'), left, atY, head);
    write(doc, message('invoice.quantity'), qtyX, atY, { ...head, align: 'right' });
    write(doc, message('invoice.unit_price'), priceX, atY, { ...head, align: 'right' });
    const below = write(doc, message('invoice.amount'), right, atY, { ...head, align: 'right' });
    rule(doc, below + 2);
    return below + 8;
  };
  y = header(y);
  for (const item of order.items) {
    if (y > doc.page.height - 200) {
      doc.addPage();
      y = header(PAGE_MARGIN);
    }
    const nameBottom = write(
      doc,
      nameWithOptions(pickText(item.name, item.nameBn, locale), item.options, locale),
      left,
      y,
      {
        width: qtyX - left - 50,
      },
    );
    write(doc, formatNumber(item.quantity, locale), qtyX, y, { align: 'right' });
    write(doc, formatTaka(item.price, locale), priceX, y, { align: 'right' });
    write(doc, formatTaka(item.lineTotal, locale), right, y, { align: 'right' });
    y = nameBottom + 4;
  }
  rule(doc, y);
  y += 10;

  // The totals, as the order stored them; a discount row only when there was a discount.
  const labelX = right - 120;
  const { summary } = order;
  const totals: Row[] = [
    [message('invoice.subtotal'), summary.subtotal, 'regular'],
    [message('invoice.delivery'), summary.shipping, 'regular'],
    ...(summary.discount ? [[message('invoice.discount'), -summary.discount, 'regular'] satisfies Row] : []),
    [message('invoice.total'), summary.total, 'bold'],
    ...settlement(order).map(([code, amount, weight]): Row => [message(code), amount, weight]),
  ];
  for (const [label, amount, weight] of totals) {
    const size = weight === 'bold' ? 12 : 10;
    write(doc, label, labelX, y, { size, weight, align: 'right' });
    y = write(doc, formatTaka(amount, locale), right, y, { size, weight, align: 'right' }) + 2;
  }

  const thanks = message('invoice.thanks', { shop: SHOP_DETAILS.name });
  write(doc, thanks, left, Math.max(y + 30, doc.page.height - 90), { color: MUTED });
  doc.end();
  return bytes;
}
