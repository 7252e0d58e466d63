import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/*
 * Text in the shop's PDFs (invoices, packing slips, shipping labels; docs/decisions/016). Hind Siliguri (a
 * Bangla face with a Latin half that matches it in print; the storefront uses Noto Sans Bengali, decision
 * 019) is embedded from @fontsource: its Bengali and Latin halves are separate files, so each word is drawn
 * in runs, Bengali letters (and ৳) in the one, everything else in the other. pdfkit shapes through fontkit,
 * which applies the font's OpenType Bengali features: conjuncts (ক্ষ) and vowel signs come out right.
 */

const require = createRequire(import.meta.url);
const fontFile = (subset: 'bengali' | 'latin', weight: 400 | 700) =>
  require.resolve(`@fontsource/hind-siliguri/files/hind-siliguri-${subset}-${weight}-normal.woff`);

const FONTS = {
  regular: { bengali: fontFile('bengali', 400), latin: fontFile('latin', 400) },
  bold: { bengali: fontFile('bengali', 700), latin: fontFile('latin', 700) },
};
export type Weight = keyof typeof FONTS;

export type Doc = InstanceType<typeof PDFDocument>;

/** The invoice's ink: near-black, softer than pure black on paper. */
export const INK = '#1c2b22';

/**
 * Bengali letters, signs and digits (U+0980–U+09FF, ৳ among them) with the joiners that shape them, and
 * the danda (।, U+0964–U+0965: Devanagari's block, which Bangla shares; the Bengali half draws it).
 */
const BENGALI_RUN = /([\u0980-\u09FF\u0964\u0965\u200C\u200D]+)/;

/**
 * A new PDF with the shop's fonts registered, and its bytes once `doc.end()` is called. The first page
 * is added with `options` as pdfkit does.
 */
export function openPdf(options: PDFKit.PDFDocumentOptions): { doc: Doc; bytes: Promise<Buffer> } {
  const doc = new PDFDocument(options);
  for (const weight of ['regular', 'bold'] as const) {
    doc.registerFont(`${weight}-bengali`, FONTS[weight].bengali);
    doc.registerFont(`${weight}-latin`, FONTS[weight].latin);
  }
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}

/** One word's runs, each with the font half it needs. */
function runsOf(word: string, weight: Weight): Array<{ text: string; font: string }> {
  // Splitting on a captured pattern puts the Bengali runs at the odd indexes.
  return word
    .split(BENGALI_RUN)
    .map((part, index) => ({ text: part, font: `${weight}-${index % 2 === 1 ? 'bengali' : 'latin'}` }))
    .filter((run) => run.text !== '');
}

/** The width of `text` on one line, in points. */
export function widthOf(doc: Doc, text: string, weight: Weight, size: number): number {
  const words = text.split(/\s+/).filter((word) => word !== '');
  const space = doc.font(`${weight}-latin`).fontSize(size).widthOfString(' ');
  let width = Math.max(0, words.length - 1) * space;
  for (const word of words)
    for (const run of runsOf(word, weight))
      width += doc.font(run.font).fontSize(size).widthOfString(run.text);
  return width;
}

export interface TextOptions {
  size?: number;
  weight?: Weight;
  color?: string;
  /** Wrap within this width; without it, one line. */
  width?: number;
  /**
   * `left`: lines start at x; `right`: lines end at x; `center`: lines are centred on x, or within
   * [x, x + width] when a width is given.
   */
  align?: 'left' | 'right' | 'center';
  /** The distance between lines as a multiple of the size (1.45 unless told). */
  leading?: number;
}

/** The words of `text` broken into lines no wider than `width` (one line without a width). */
function linesOf(
  doc: Doc,
  text: string,
  weight: Weight,
  size: number,
  width: number | undefined,
): string[][] {
  const space = doc.font(`${weight}-latin`).fontSize(size).widthOfString(' ');
  const lines: string[][] = [[]];
  let used = 0;
  for (const word of text.split(/\s+/).filter((w) => w !== '')) {
    const wordWidth = widthOf(doc, word, weight, size);
    const current = lines[lines.length - 1]!;
    if (width !== undefined && current.length > 0 && used + space + wordWidth > width) {
      lines.push([word]);
      used = wordWidth;
    } else {
      used += (current.length > 0 ? space : 0) + wordWidth;
      current.push(word);
    }
  }
  return lines;
}

/** How tall `write` would draw `text` with these options, in points. */
export function heightOf(doc: Doc, text: string, options: TextOptions = {}): number {
  const { size = 10, weight = 'regular', width, leading = 1.45 } = options;
  return linesOf(doc, text, weight, size, width).length * size * leading;
}

/**
 * The largest size from `max` down to `min` (in half points) at which `text` fits `width` on at most
 * `lines` lines; `min` when even that does not fit (the text then wraps onto more lines).
 */
export function fittingSize(
  doc: Doc,
  text: string,
  options: { weight?: Weight; width: number; max: number; min: number; lines?: number },
): number {
  const { weight = 'regular', width, max, min, lines = 1 } = options;
  for (let size = max; size > min; size -= 0.5) {
    if (linesOf(doc, text, weight, size, width).length <= lines) {
      if (lines > 1 || widthOf(doc, text, weight, size) <= width) return size;
    }
  }
  return min;
}

/**
 * Writes `text` at (x, y) and returns the y below it. Words are laid out one by one (so a line may wrap
 * within `width`), each in its runs.
 */
export function write(doc: Doc, text: string, x: number, y: number, options: TextOptions = {}): number {
  const { size = 10, weight = 'regular', color = INK, width, align = 'left', leading = 1.45 } = options;
  const lineHeight = size * leading;
  const space = doc.font(`${weight}-latin`).fontSize(size).widthOfString(' ');
  doc.fillColor(color);
  let lineY = y;
  for (const line of linesOf(doc, text, weight, size, width)) {
    const lineWidth = line.reduce(
      (sum, word, i) => sum + widthOf(doc, word, weight, size) + (i > 0 ? space : 0),
      0,
    );
    const centre = width === undefined ? x : x + width / 2;
    let cursor = align === 'right' ? x - lineWidth : align === 'center' ? centre - lineWidth / 2 : x;
    line.forEach((word, i) => {
      if (i > 0) cursor += space;
      for (const run of runsOf(word, weight)) {
        doc.font(run.font).fontSize(size).text(run.text, cursor, lineY, { lineBreak: false });
        cursor += doc.widthOfString(run.text);
      }
    });
    lineY += lineHeight;
  }
  return lineY;
}
