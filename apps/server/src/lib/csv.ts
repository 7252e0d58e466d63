import { Readable } from 'node:stream';
import { csvCell } from '@plantopia/shared';
import { CsvError, parse } from 'csv-parse';
import type { FastifyReply } from 'fastify';
import { AppError } from './errors.js';

/**
 * One line of cells (each written by the shared `csvCell`: quoted when it must be, never read as a
 * formula), with the CRLF line end Excel writes.
 */
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

/** A line of a CSV file as a spreadsheet numbers it: the headings are row 1. */
export interface CsvRecord {
  row: number;
  cells: string[];
}

const BOMS = [
  { bytes: [0xef, 0xbb, 0xbf], encoding: 'utf-8' },
  { bytes: [0xff, 0xfe], encoding: 'utf-16le' },
  { bytes: [0xfe, 0xff], encoding: 'utf-16be' },
] as const;

/**
 * The text of a CSV file. Accepted: UTF-8 with or without a BOM (Excel's "CSV UTF-8", Google Sheets,
 * LibreOffice), and UTF-16 with its BOM (Excel's "Unicode Text"). Anything else is refused (400) at the
 * first row and column whose bytes are not UTF-8: Excel's plain "CSV" is the computer's ANSI code page
 * (Windows-1252 here), into which Excel has already written every Bangla letter as "?", and a file in a
 * legacy Bangla font encoding (Bijoy) reads as the same bytes; guessing would import garbage silently.
 */
export function decodeCsv(bytes: Uint8Array): string {
  const bom = BOMS.find((one) => one.bytes.every((byte, i) => bytes[i] === byte));
  const body = bom ? bytes.subarray(bom.bytes.length) : bytes;
  let text: string | null;
  try {
    text = new TextDecoder(bom?.encoding ?? 'utf-8', { fatal: true, ignoreBOM: true }).decode(body);
  } catch {
    text = null;
  }
  // A NUL is never text: UTF-16 without its BOM, or a spreadsheet's binary file (.xlsx) sent as CSV.
  if (text === null || text.includes('\0')) {
    const lenient = new TextDecoder(bom?.encoding ?? 'utf-8').decode(body);
    throw new AppError('invalid_data', 'csv.not_utf8', firstPlaceOf(lenient, /[\uFFFD\0]/));
  }
  return text;
}

/** A column as a spreadsheet names it: 1 → A, 27 → AA. */
export function columnLetter(index: number): string {
  let name = '';
  for (let n = index; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** Row (from 1) and column letter, as a spreadsheet shows them, of the first match of `pattern`. */
function firstPlaceOf(text: string, pattern: RegExp): { row: number; column: string } {
  const at = Math.max(0, text.search(pattern));
  const before = text.slice(0, at);
  const lines = before.split(/\r\n|\n|\r/);
  const line = lines.at(-1) ?? '';
  return { row: lines.length, column: columnLetter(line.split(delimiterOf(text)).length) };
}

/** Excel writes commas, or tabs in its "Unicode Text", or semicolons where the decimal mark is a comma. */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r|\n|$/));
  const counts = [',', '\t', ';'].map((one) => ({ one, count: header.split(one).length }));
  return counts.reduce((best, next) => (next.count > best.count ? next : best)).one;
}

/**
 * The records of CSV text, streamed one by one, headings first. Empty lines count as rows (a
 * spreadsheet numbers them) and come as a record of empty cells; a row may have fewer or more cells
 * than the headings (the caller decides). A quote left open or closed in the middle of a cell is a 400
 * naming its row and column; more than `maxRows` rows after the headings a 413.
 */
export async function* readCsvRecords(text: string, options: { maxRows: number }): AsyncGenerator<CsvRecord> {
  const parser = Readable.from([text]).pipe(
    parse({
      delimiter: delimiterOf(text),
      relax_column_count: true,
      skip_empty_lines: false,
      // One cell of the longest text a product has (5,000 characters) many times over, but bounded.
      max_record_size: 1_000_000,
    }),
  );
  let row = 0;
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      row++;
      if (row > options.maxRows + 1)
        throw new AppError('too_large', 'csv.too_many_rows', { max: options.maxRows });
      yield { row, cells };
    }
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const place = {
      row: Number(error.records ?? row) + 1,
      column: columnLetter(Number(error.index ?? 0) + 1),
    };
    throw new AppError(
      'invalid_data',
      error.code === 'CSV_MAX_RECORD_SIZE' ? 'csv.row_too_long' : 'csv.bad_quotes',
      place,
    );
  } finally {
    parser.destroy();
  }
}
