import type { Locale } from '@plantopia/shared';
import { formatMessage } from '@plantopia/shared/catalog';
import { escapeHtml } from '../../lib/escape-html.js';

/*
 * The one look of every email the shop sends (orders, back-in-stock alerts, the owner's stock digest): a
 * list of blocks, written once as plain text and once as HTML, inside the shop's frame.
 */

/** The pieces an email is made of; each is written once as text and once as HTML below. */
export type EmailBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'facts'; rows: [string, string][] }
  | {
      type: 'items';
      head: [string, string, string];
      rows: [string, string, string][];
      totals: [string, string][];
    }
  | { type: 'link'; text: string; url: string }
  /** Small print with its own link, e.g. how to stop a kind of message. */
  | { type: 'footnote'; text: string; linkText: string; url: string };

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

function blockText(block: EmailBlock): string {
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
    case 'footnote':
      return `${block.text} ${block.linkText}: ${block.url}`;
  }
}

const CELL = 'padding:6px 8px;border-bottom:1px solid #e5e7eb;text-align:left;vertical-align:top';
const NUMBER_CELL = `${CELL};text-align:right;white-space:nowrap`;

function blockHtml(block: EmailBlock): string {
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
    case 'footnote':
      return `<p style="margin:16px 0 0;font-size:13px;line-height:1.5;color:#4b5563">${escapeHtml(block.text)} <a href="${escapeHtml(block.url)}" style="color:#4b5563">${escapeHtml(block.linkText)}</a></p>`;
  }
}

/** An email of these blocks in the given language; the subject is the headline and the shop's name. */
export function renderEmail(headline: string, blocks: EmailBlock[], locale: Locale): RenderedEmail {
  const shop = formatMessage('mail.shop', undefined, locale);
  const subject = `${headline} | ${shop}`;
  const lang = locale === 'bn' ? 'bn' : 'en';
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head><body style="margin:0;padding:0;background:#f3f4f6"><div style="max-width:560px;margin:0 auto;padding:24px 16px;font-family:'Noto Sans Bengali','Noto Sans',Arial,sans-serif;font-size:15px;color:#111827"><div style="background:#ffffff;border-radius:8px;padding:24px"><p style="margin:0 0 16px;font-weight:700;color:#15803d;font-size:18px">${escapeHtml(shop)}</p>${blocks.map(blockHtml).join('')}</div></div></body></html>`;
  return { subject, text: `${blocks.map(blockText).join('\n\n')}\n`, html };
}
