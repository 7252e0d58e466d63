import { csvText } from '@plantopia/shared';

/** Saves a table as a CSV file (UTF-8 with a BOM) made in the browser. */
export function downloadCsv(
  fileName: string,
  headings: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): void {
  const url = URL.createObjectURL(new Blob([csvText(headings, rows)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the file; the next task may let it go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
