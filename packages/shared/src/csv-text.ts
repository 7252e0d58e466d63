/*
 * CSV text as spreadsheets read it, for files made in the browser (the reports' tables). The server's
 * streamed exports write their cells with this same `csvCell` (apps/server/src/lib/csv.ts), and the
 * products import reads them back with `readCsvCell`.
 */

/**
 * A cell that starts with one of these is a formula to a spreadsheet (`=HYPERLINK(…)`, `+1+1`, `@SUM`, a
 * tab or carriage return in front of one): written with an apostrophe in front, it is shown as text and
 * never run. A number is written as it is (a negative one is not a formula).
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;

/** One spreadsheet cell: quoted when it must be, and never read as a formula. */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * A cell as a person meant it: the apostrophe `csvCell` put before a formula-looking value taken off
 * (one only, so a value that itself began with apostrophes comes back whole), so an exported file
 * imports unchanged.
 */
export function readCsvCell(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text) ? text.slice(1) : text;
}

/**
 * A whole file: a BOM (which tells Excel the file is UTF-8; without it Bangla arrives as mojibake),
 * the headings, then a line per row, each ending with the CRLF Excel writes.
 */
export function csvText(
  headings: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): string {
  const line = (cells: readonly (string | number)[]) => `${cells.map(csvCell).join(',')}\r\n`;
  return `\uFEFF${line(headings)}${rows.map(line).join('')}`;
}
