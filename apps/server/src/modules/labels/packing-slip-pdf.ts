import {
  formatDay,
  formatNumber,
  giverName,
  type Locale,
  type MessageCode,
  type MessageParams,
  nameWithOptions,
  orderNumber,
  paymentMethodLabel,
  pickText,
  SHOP_DETAILS,
  shownPlace,
} from '@plantopia/shared';
import { formatMessage, say } from '@plantopia/shared/catalog';
import { type Doc, heightOf, openPdf, write } from '../../lib/pdf-text.js';
import { type PrintableOrder, phoneForReading } from './labels-mapper.js';

/*
 * Packing slips: an A4 page per order (more when its items run over), in the order's language, for the
 * person who picks and packs it and for the parcel. What to pick comes first and largest: each line with
 * a box to tick and the quantity in bold; then the total of pieces, the gift note when there is one, and
 * lines for who packed and who checked it. A slip shows no price: the only amount it can print is the
 * cash to collect, and a gift, whose slip its recipient reads, is always paid before it ships
 * (docs/behaviour.md §9).
 */

const MARGIN = 50;
const INK = '#111111';
const MUTED = '#55605a';
const BRAND = '#2f6b3f';
const LINE = '#c9d3cc';
/** The footer (packed by, checked by, thanks) takes this much above the bottom margin. */
const FOOTER = 70;

function rule(doc: Doc, y: number, color = LINE, thickness = 0.8): void {
  doc
    .moveTo(MARGIN, y)
    .lineTo(doc.page.width - MARGIN, y)
    .lineWidth(thickness)
    .strokeColor(color)
    .stroke();
}

function drawSlip(doc: Doc, printable: PrintableOrder): void {
  const { order, courier, consignmentId, payment, recipient } = printable;
  const { gift } = order;
  const locale: Locale = order.locale ?? 'en';
  const message = (code: MessageCode, params?: MessageParams) => formatMessage(code, params, locale);
  const number = orderNumber(order._id);
  const left = MARGIN;
  const right = doc.page.width - MARGIN;
  const contentWidth = right - left;
  // Lines may run to the bottom margin; the footer needs its room only on the order's last page.
  const bottom = doc.page.height - MARGIN;
  const footerTop = bottom - FOOTER;
  const continuePage = () => {
    doc.addPage();
    return (
      write(doc, message('packing_slip.continued', { number }), left, MARGIN, { size: 12, weight: 'bold' }) +
      10
    );
  };

  // The shop, and the slip's order and date.
  let y = write(doc, SHOP_DETAILS.name, left, MARGIN, { size: 22, weight: 'bold', color: BRAND });
  y = write(doc, SHOP_DETAILS.address[locale], left, y, { color: MUTED });
  y = write(doc, `${SHOP_DETAILS.phone} · ${SHOP_DETAILS.email}`, left, y, { color: MUTED });
  let headY = write(doc, message('packing_slip.title'), right, MARGIN, {
    size: 18,
    weight: 'bold',
    align: 'right',
  });
  headY = write(doc, message('packing_slip.order', { number }), right, headY, {
    size: 13,
    weight: 'bold',
    align: 'right',
  });
  headY = write(doc, formatDay(order.createdAt, locale), right, headY, { align: 'right', color: MUTED });
  y = Math.max(y, headY) + 10;
  rule(doc, y, INK, 1.2);
  y += 14;

  // Where it goes; how it is paid and who carries it.
  const half = contentWidth / 2 - 10;
  const { shipping } = order;
  const place = shownPlace(shipping, locale);
  const head = { size: 9, weight: 'bold', color: MUTED } as const;
  let shipY = write(doc, message(gift ? 'packing_slip.gift_for' : 'packing_slip.ship_to'), left, y, head);
  shipY = write(doc, recipient.name, left, shipY, { size: 13, weight: 'bold', width: half });
  shipY = write(doc, phoneForReading(recipient.phone), left, shipY, { size: 11, weight: 'bold' });
  for (const line of [
    shipping.address,
    [place.city, place.state, shipping.postalCode].filter(Boolean).join(', '),
  ]) {
    if (line) shipY = write(doc, line, left, shipY, { size: 10.5, width: half });
  }
  const sideX = left + contentWidth / 2 + 10;
  let sideY = write(doc, message('packing_slip.payment'), sideX, y, head);
  sideY = write(doc, say(paymentMethodLabel(order.paymentMethod), locale), sideX, sideY, { size: 11 });
  const door =
    payment.kind === 'collect'
      ? message('packing_slip.collect', { amount: { taka: payment.taka } })
      : message(payment.kind === 'prepaid' ? 'packing_slip.prepaid' : 'packing_slip.not_paid');
  sideY = write(doc, door, sideX, sideY, { size: 11, weight: 'bold', width: half });
  sideY = write(doc, message('packing_slip.courier'), sideX, sideY + 8, head);
  sideY = write(doc, courier ? courier.toUpperCase() : message('packing_slip.not_booked'), sideX, sideY, {
    size: 11,
    weight: courier ? 'bold' : 'regular',
  });
  if (consignmentId)
    sideY = write(doc, message('packing_slip.consignment', { id: consignmentId }), sideX, sideY);
  y = Math.max(shipY, sideY) + 18;

  // What to pick: a box to tick as it goes in, the item in the order's language, the quantity.
  const boxSize = 13;
  const nameX = left + boxSize + 12;
  const qtyRight = right;
  const nameWidth = qtyRight - 110 - nameX;
  const header = (atY: number) => {
    write(doc, message('packing_slip.item'), nameX, atY, head);
    const below = write(doc, message('packing_slip.quantity'), qtyRight, atY, { ...head, align: 'right' });
    rule(doc, below + 2, INK, 1);
    return below + 10;
  };
  y = header(y);
  for (const item of order.items) {
    const name = nameWithOptions(pickText(item.name, item.nameBn, locale), item.options, locale);
    const rowHeight = Math.max(heightOf(doc, name, { size: 12, width: nameWidth }), 22);
    if (y + rowHeight > bottom) y = header(continuePage());
    doc
      .rect(left + 1, y + 2, boxSize, boxSize)
      .lineWidth(1.2)
      .strokeColor(INK)
      .stroke();
    write(doc, name, nameX, y, { size: 12, width: nameWidth, color: INK });
    write(doc, `× ${formatNumber(item.quantity, locale)}`, qtyRight, y - 3, {
      size: 17,
      weight: 'bold',
      align: 'right',
      color: INK,
    });
    y += rowHeight + 6;
    rule(doc, y - 4);
  }
  const pieces = order.items.reduce((sum, item) => sum + item.quantity, 0);
  if (y + 30 > bottom) y = continuePage();
  y = write(doc, message('packing_slip.total_pieces', { count: pieces }), right, y + 6, {
    size: 12,
    weight: 'bold',
    align: 'right',
  });

  // The buyer's gift note, cut out and slipped in as it is printed; its line breaks are the buyer's.
  if (gift?.note) {
    const noteWidth = contentWidth - 24;
    const paragraphs = gift.note.split(/\s*\n\s*/).filter(Boolean);
    const noteStyle = { size: 12, width: noteWidth, color: INK } as const;
    const noteHeight = paragraphs.reduce((sum, text) => sum + heightOf(doc, text, noteStyle), 0) + 30;
    if (y + 20 + noteHeight > footerTop) y = continuePage();
    y += 20;
    doc
      .roundedRect(left, y, contentWidth, noteHeight, 6)
      .lineWidth(1)
      .dash(4, { space: 3 })
      .strokeColor(BRAND)
      .stroke()
      .undash();
    write(doc, message('packing_slip.gift_note'), left + 12, y + 8, { ...head, color: BRAND });
    let noteY = y + 22;
    for (const text of paragraphs) noteY = write(doc, text, left + 12, noteY, noteStyle);
    y += noteHeight;
  }

  // Who packed it and who checked it, and the shop's thanks.
  if (y > footerTop) continuePage();
  const footY = footerTop + 20;
  const signatureWidth = contentWidth / 2 - 20;
  for (const [i, code] of (['packing_slip.packed_by', 'packing_slip.checked_by'] as const).entries()) {
    const x = left + i * (contentWidth / 2 + 20);
    doc
      .moveTo(x, footY + 18)
      .lineTo(x + signatureWidth, footY + 18)
      .lineWidth(0.8)
      .strokeColor(MUTED)
      .stroke();
    write(doc, message(code), x, footY + 22, { size: 8.5, color: MUTED });
  }
  // A gift's slip is read by its recipient: it says whom the gift is from rather than thanking them.
  const closing = gift
    ? message('packing_slip.gift_from', { giver: giverName(order.shipping.name), shop: SHOP_DETAILS.name })
    : message('invoice.thanks', { shop: SHOP_DETAILS.name });
  write(doc, closing, left, footY + 44, { color: MUTED });
}

/** One A4 packing slip per order (an order with many items runs onto more pages), as one PDF to print. */
export async function renderPackingSlips(printables: readonly PrintableOrder[]): Promise<Buffer> {
  const first = printables[0]?.order.locale ?? 'en';
  const { doc, bytes } = openPdf({
    size: 'A4',
    margin: MARGIN,
    autoFirstPage: false,
    info: { Title: formatMessage('packing_slip.file_title', undefined, first), Author: SHOP_DETAILS.name },
  });
  for (const printable of printables) {
    doc.addPage({ size: 'A4', margin: MARGIN });
    drawSlip(doc, printable);
  }
  doc.end();
  return bytes;
}
