import {
  formatDay,
  formatNumber,
  type Locale,
  type MessageCode,
  nameWithOptions,
  pickText,
} from '@plantopia/shared';
import { formatMessage } from '@plantopia/shared/catalog';
import type { LowStockLine, RestockedVariant } from '../catalog/stock-service.js';
import type { EmailBlock, ShopMessage } from '../notifications/notifications-service.js';
import type { RequestRow } from './stock-alerts-repository.js';

/*
 * The words of the two stock messages, from the documents catalogs (`mail.back_in_stock.*`,
 * `sms.back_in_stock`, `mail.low_stock_digest.*`), in the reader's language.
 */

/** The product's name in both languages, as a message param says it (`{ en, bn }`). */
const nameOf = (product: { name: string; nameBn: string | null }) => ({
  en: product.name,
  bn: product.nameBn || product.name,
});

/**
 * A shopper's one message for a variant back in stock, named with its options ("Snake Plant (Pot size:
 * Medium)") in both languages: by email or SMS, with its unsubscribe link.
 */
export function backInStockMessage(
  request: RequestRow,
  variant: Pick<RestockedVariant, 'product' | 'options'>,
  links: { product: string; unsubscribe: string },
): ShopMessage {
  const { locale } = request;
  const named = nameOf(variant.product);
  const product_ = {
    en: nameWithOptions(named.en, variant.options, 'en'),
    bn: nameWithOptions(named.bn, variant.options, 'bn'),
  };
  const base = { kind: 'back_in_stock' as const, locale, recipient: request.recipient };
  if (request.channel === 'sms') {
    const text = formatMessage(
      'sms.back_in_stock',
      { product: product_, url: links.product, unsubscribe: links.unsubscribe },
      locale,
    );
    return { ...base, channel: 'sms', text };
  }
  const word = (code: MessageCode) => formatMessage(code, { product: product_ }, locale);
  return {
    ...base,
    channel: 'email',
    headline: word('mail.back_in_stock.headline'),
    blocks: [
      { type: 'heading', text: word('mail.back_in_stock.headline') },
      { type: 'paragraph', text: word('mail.back_in_stock.detail') },
      { type: 'link', text: word('mail.back_in_stock.see_product'), url: links.product },
      {
        type: 'footnote',
        text: word('mail.back_in_stock.why'),
        linkText: word('mail.back_in_stock.unsubscribe'),
        url: links.unsubscribe,
      },
    ],
  };
}

/** The owner's morning email: what is low or sold out (the first `lines`), and how many in all. */
export function lowStockDigest(options: {
  lines: LowStockLine[];
  /** Products with a low and with a sold-out variant, and how many variants are either (`lines` may be fewer). */
  counts: { lowStock: number; soldOut: number; variants: number };
  locale: Locale;
  recipient: string;
  listUrl: string;
  at: Date;
}): ShopMessage {
  const { lines, counts, locale } = options;
  const word = (code: MessageCode, params?: Parameters<typeof formatMessage>[1]) =>
    formatMessage(code, params, locale);
  const headline = word('mail.low_stock_digest.headline', { low: counts.lowStock, soldOut: counts.soldOut });
  const more = counts.variants - lines.length;
  const blocks: EmailBlock[] = [
    { type: 'heading', text: headline },
    {
      type: 'paragraph',
      text: word('mail.low_stock_digest.detail', { date: formatDay(options.at, locale) }),
    },
    {
      type: 'items',
      head: [
        word('mail.low_stock_digest.product'),
        word('mail.low_stock_digest.stock'),
        word('mail.low_stock_digest.threshold'),
      ],
      rows: lines.map((line) => [
        `${nameWithOptions(pickText(line.name, line.nameBn, locale), line.options, locale)} · ${line.sku}`,
        line.stock === 0 ? word('mail.low_stock_digest.sold_out') : formatNumber(line.stock, locale),
        formatNumber(line.threshold, locale),
      ]),
      totals: [],
    },
    ...(more > 0
      ? [{ type: 'paragraph' as const, text: word('mail.low_stock_digest.more', { count: more }) }]
      : []),
    { type: 'link', text: word('mail.low_stock_digest.open'), url: options.listUrl },
    { type: 'paragraph', text: word('mail.low_stock_digest.settings') },
  ];
  return {
    kind: 'low_stock_digest',
    channel: 'email',
    locale,
    recipient: options.recipient,
    headline,
    blocks,
  };
}
