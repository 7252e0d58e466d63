import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * A cell that starts with one of these is a formula to a spreadsheet (`=HYPERLINK(…)`, `+1+1`, `@SUM`, a
 * tab or carriage return in front of one): written with an apostrophe in front, it is shown as text and
 * never run. `readCsvCell` takes the apostrophe off again, so an exported file imports unchanged.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One spreadsheet cell: quoted when it must be, and never read as a formula. */
export function csvCell(value: string | number): string {
  const text = String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A cell as a person meant it: the apostrophe `csvCell` put before a formula-looking value removed. */
export function readCsvCell(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

/** One line of cells, with the CRLF line end Excel writes. */
export function csvLine(values: readonly (string | number)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/**
 * Sends a CSV download, streamed: the headings line, then every line `lines` yields. UTF-8 with a BOM,
 * which tells Excel the file is UTF-8 (without it Bangla arrives as mojibake); never cached.
 */
export function sendCsv(
  reply: FastifyReply,
  fileName: string,
  headings: readonly string[],
  lines: AsyncIterable<string> | Iterable<string>,
): FastifyReply {
  async function* withHeadings() {
    yield `\uFEFF${csvLine(headings)}`;
    yield* lines;
  }
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(withHeadings()));
}
