import {
  formatDay,
  formatTaka,
  type Locale,
  type MessageCode,
  type MessageParams,
  orderNumber,
  paymentMethodLabel,
  SHOP_DETAILS,
  shownPlace,
} from '@plantopia/shared';
import { formatMessage } from '@plantopia/shared/catalog';
import encodeQR from 'qr';
import { type Doc, fittingSize, heightOf, openPdf, widthOf, write } from '../../lib/pdf-text.js';
import { type PrintableOrder, phoneForReading } from './labels-mapper.js';

/*
 * Shipping labels: one 4×6-inch page per order (288×432 pt, the thermal label couriers here take), in
 * the order's language. Read from top to bottom as the courier's hub and rider need it: who sends it and
 * with which courier; who gets it (name, phone, address, the area in bold for sorting); how much cash to
 * collect, in the largest type on the page (white on black, so it cannot be missed); and the order number
 * as a QR code (what the back office's search takes) with the consignment id. Pure black on white: a
 * thermal printer has no grey.
 */

const WIDTH = 288;
const HEIGHT = 432;
const MARGIN = 14;
const CONTENT = WIDTH - 2 * MARGIN;
const BLACK = '#000000';
const WHITE = '#ffffff';

/** Where the sections start (pt from the top); the recipient's block takes what is between. */
const HEADER_RULE = 58;
const PAYMENT_TOP = 226;
const PAYMENT_HEIGHT = 80;
const BOTTOM_TOP = PAYMENT_TOP + PAYMENT_HEIGHT + 12;

/**
 * The QR code of `text`, `size` points square with its top-left at (x, y). Dark modules are drawn as one
 * rectangle per horizontal run, so no hairline seams show between modules on a rasteriser. Quartile error
 * correction survives a smudge or a fold. The quiet zone is one module of white inside `size` plus the
 * label's margin and gaps around it, about four modules on every side as the standard asks.
 */
function drawQr(doc: Doc, text: string, x: number, y: number, size: number): void {
  const modules = encodeQR(text, 'raw', { ecc: 'quartile', border: 1 });
  const cell = size / modules.length;
  modules.forEach((row, r) => {
    let start = -1;
    for (let c = 0; c <= row.length; c++) {
      const dark = c < row.length && row[c];
      if (dark && start < 0) start = c;
      if (!dark && start >= 0) {
        doc.rect(x + start * cell, y + r * cell, (c - start) * cell, cell);
        start = -1;
      }
    }
  });
  doc.fillColor(BLACK).fill();
}

/** `text` in white on a black box whose top-right corner is (right, y); answers the box's width. */
function badge(doc: Doc, text: string, right: number, y: number, size: number): number {
  const padding = size * 0.5;
  const width = widthOf(doc, text, 'bold', size) + 2 * padding;
  const height = size * 1.6;
  doc
    .rect(right - width, y, width, height)
    .fillColor(BLACK)
    .fill();
  write(doc, text, right - padding, y + size * 0.12, { size, weight: 'bold', color: WHITE, align: 'right' });
  return width;
}

/** The address's sizes, largest first: the largest that fits the room left is used. */
const STREET_SIZES = [14, 13, 12, 11, 10, 9, 8, 7];

function rule(doc: Doc, y: number, thickness = 1.5): void {
  doc
    .moveTo(MARGIN, y)
    .lineTo(WIDTH - MARGIN, y)
    .lineWidth(thickness)
    .strokeColor(BLACK)
    .stroke();
}

/** The largest of `sizes` at which `text` fits `height` when wrapped within `width`. */
function sizeForBlock(doc: Doc, text: string, width: number, height: number, sizes: number[]): number {
  const weight = 'regular' as const;
  return (
    sizes.find((size) => heightOf(doc, text, { size, width, weight, leading: 1.3 }) <= height) ??
    sizes.at(-1)!
  );
}

function drawLabel(doc: Doc, printable: PrintableOrder): void {
  const { order, courier, consignmentId, payment, recipient } = printable;
  const locale: Locale = order.locale ?? 'en';
  const message = (code: MessageCode, params?: MessageParams) => formatMessage(code, params, locale);
  const left = MARGIN;
  const right = WIDTH - MARGIN;

  // The sender, and the courier it goes with.
  const courierWidth = courier ? badge(doc, courier.toUpperCase(), right, MARGIN, 11) + 8 : 0;
  let y = write(doc, SHOP_DETAILS.name, left, MARGIN - 3, { size: 16, weight: 'bold', color: BLACK });
  y = write(doc, `${message('label.from')}: ${SHOP_DETAILS.address[locale]}`, left, y - 2, {
    size: 7.5,
    color: BLACK,
    width: CONTENT - courierWidth,
    leading: 1.3,
  });
  write(doc, SHOP_DETAILS.phone, left, y, { size: 7.5, color: BLACK, leading: 1.3 });
  rule(doc, HEADER_RULE);

  // The recipient: name, phone, then the address in the space left above the payment box, as large as
  // it fits; the area (upazila, district, division) in bold, which is what a hub sorts by.
  const { shipping } = order;
  const { name } = recipient;
  y = write(doc, message('label.to'), left, HEADER_RULE + 6, { size: 8, weight: 'bold', color: BLACK });
  // One line when the name fits it at 15 pt or more; otherwise two.
  const oneLine = fittingSize(doc, name, { weight: 'bold', width: CONTENT, max: 22, min: 15 });
  const nameSize =
    widthOf(doc, name, 'bold', oneLine) <= CONTENT
      ? oneLine
      : fittingSize(doc, name, { weight: 'bold', width: CONTENT, max: 19, min: 10, lines: 2 });
  y = write(doc, name, left, y - 1, {
    size: nameSize,
    weight: 'bold',
    color: BLACK,
    width: CONTENT,
    leading: 1.2,
  });
  const phoneLabel = `${message('label.phone')} `;
  write(doc, phoneLabel, left, y + 6, { size: 9, color: BLACK });
  y = write(doc, phoneForReading(recipient.phone), left + widthOf(doc, phoneLabel, 'regular', 9) + 2, y, {
    size: 18,
    weight: 'bold',
    color: BLACK,
    leading: 1.25,
  });
  const place = shownPlace(shipping, locale);
  const area = [place.city, place.state, shipping.postalCode].filter(Boolean).join(', ');
  const room = PAYMENT_TOP - 8 - y;
  const areaSize = fittingSize(doc, area, { weight: 'bold', width: CONTENT, max: 13, min: 8, lines: 2 });
  const areaHeight = heightOf(doc, area, { size: areaSize, weight: 'bold', width: CONTENT, leading: 1.3 });
  const streetSize = sizeForBlock(doc, shipping.address, CONTENT, room - areaHeight - 2, STREET_SIZES);
  y = write(doc, shipping.address, left, y + 1, {
    size: streetSize,
    color: BLACK,
    width: CONTENT,
    leading: 1.3,
  });
  write(doc, area, left, y, { size: areaSize, weight: 'bold', color: BLACK, width: CONTENT, leading: 1.3 });

  // The money at the door: the largest type on the label.
  const box = { x: left, y: PAYMENT_TOP, width: CONTENT, height: PAYMENT_HEIGHT };
  const inner = CONTENT - 20;
  if (payment.kind === 'collect') {
    doc.rect(box.x, box.y, box.width, box.height).fillColor(BLACK).fill();
    write(doc, message('label.collect'), left + 10, box.y + 8, {
      size: 9,
      weight: 'bold',
      color: WHITE,
      width: inner,
      align: 'center',
    });
    const amount = formatTaka(payment.taka, locale);
    const size = fittingSize(doc, amount, { weight: 'bold', width: inner, max: 38, min: 16 });
    write(doc, amount, left + 10, box.y + 24 + (38 - size) / 2, {
      size,
      weight: 'bold',
      color: WHITE,
      width: inner,
      align: 'center',
      leading: 1.2,
    });
  } else {
    doc
      .rect(box.x + 1.5, box.y + 1.5, box.width - 3, box.height - 3)
      .lineWidth(3)
      .strokeColor(BLACK)
      .stroke();
    const headline = message(payment.kind === 'prepaid' ? 'label.prepaid' : 'label.not_paid');
    const detail =
      payment.kind === 'prepaid'
        ? message('label.nothing_to_collect', { amount: { taka: 0 } })
        : message('label.not_paid_detail');
    const size = fittingSize(doc, headline, { weight: 'bold', width: inner, max: 28, min: 14 });
    write(doc, headline, left + 10, box.y + 12 + (28 - size) / 2, {
      size,
      weight: 'bold',
      color: BLACK,
      width: inner,
      align: 'center',
      leading: 1.2,
    });
    write(doc, detail, left + 10, box.y + 54, { size: 9, color: BLACK, width: inner, align: 'center' });
  }

  // The order: its number as a QR code and as text, when it was placed, what it holds; the consignment.
  const qrSize = HEIGHT - MARGIN - BOTTOM_TOP;
  drawQr(doc, orderNumber(order._id), left, BOTTOM_TOP, qrSize);
  const textX = left + qrSize + 14;
  const textWidth = right - textX;
  let infoY = write(doc, message('label.order'), textX, BOTTOM_TOP - 2, {
    size: 8,
    weight: 'bold',
    color: BLACK,
  });
  infoY = write(doc, `#${orderNumber(order._id)}`, textX, infoY - 2, {
    size: 22,
    weight: 'bold',
    color: BLACK,
    leading: 1.15,
  });
  const pieces = order.items.reduce((sum, item) => sum + item.quantity, 0);
  infoY = write(
    doc,
    `${formatDay(order.createdAt, locale)} · ${message('label.items', { count: pieces })}`,
    textX,
    infoY,
    {
      size: 8.5,
      color: BLACK,
      width: textWidth,
      leading: 1.3,
    },
  );
  infoY = write(
    doc,
    message('label.payment', { method: paymentMethodLabel(order.paymentMethod) }),
    textX,
    infoY,
    {
      size: 8.5,
      color: BLACK,
      width: textWidth,
      leading: 1.3,
    },
  );
  infoY += 5;
  if (consignmentId) {
    infoY = write(doc, message('label.consignment'), textX, infoY, { size: 8, weight: 'bold', color: BLACK });
    const idSize = fittingSize(doc, consignmentId, { weight: 'bold', width: textWidth, max: 14, min: 8 });
    write(doc, consignmentId, textX, infoY - 1, {
      size: idSize,
      weight: 'bold',
      color: BLACK,
      width: textWidth,
    });
  } else {
    write(doc, message('label.not_booked'), textX, infoY, {
      size: 8.5,
      color: BLACK,
      width: textWidth,
      leading: 1.3,
    });
  }
}

/** One 4×6-inch shipping label per order, in that order, as one PDF to print. */
export async function renderLabels(printables: readonly PrintableOrder[]): Promise<Buffer> {
  const first = printables[0]?.order.locale ?? 'en';
  const { doc, bytes } = openPdf({
    size: [WIDTH, HEIGHT],
    margin: 0,
    autoFirstPage: false,
    info: { Title: formatMessage('label.file_title', undefined, first), Author: SHOP_DETAILS.name },
  });
  for (const printable of printables) {
    doc.addPage({ size: [WIDTH, HEIGHT], margin: 0 });
    drawLabel(doc, printable);
  }
  doc.end();
  return bytes;
}
