import { clsx } from 'clsx';
import { FileDown } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n/react';
import { downloadCsv } from '../../lib/csv-download';

/** A column of a report's table: the cell as the page shows it, and as the CSV file holds it. */
export interface ReportColumn<T> {
  label: string;
  /** Formatted in the page's language (lakh grouping, Bangla digits). */
  show: (row: T) => ReactNode;
  /** Plain, for a spreadsheet: ASCII digits without grouping, days as YYYY-MM-DD. */
  csv: (row: T) => string | number;
  numeric?: boolean;
  /** Kept on one line (a date) where there is room, where a name may wrap. */
  nowrap?: boolean;
}

/**
 * One part of the reports: its heading, its chart and, beside it (below on a phone), the table of the
 * same figures, which the "CSV" button saves as they are.
 */
export function ReportSection<T>({
  title,
  description,
  controls,
  chart,
  rows,
  columns,
  rowKey,
  fileName,
  empty,
  layout = 'beside',
  className,
}: {
  title: string;
  description?: ReactNode;
  /** Choices for the chart (which figure it draws), beside the heading. */
  controls?: ReactNode;
  chart: ReactNode;
  rows: readonly T[];
  columns: readonly ReportColumn<T>[];
  rowKey: (row: T) => string;
  /** The CSV's file name without its extension. */
  fileName: string;
  /** What the section says when the period has nothing to show in it. */
  empty: string;
  /** `below`: the table under the chart at every width, for a long, wide table (the figures over time). */
  layout?: 'beside' | 'below';
  className?: string;
}) {
  const { t } = useTranslation('adminReports');
  const headingId = useId();
  const save = () =>
    downloadCsv(
      `${fileName}.csv`,
      columns.map((column) => column.label),
      rows.map((row) => columns.map((column) => column.csv(row))),
    );

  return (
    <section
      aria-labelledby={headingId}
      className={clsx('rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:p-5', className)}
    >
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-ink">
            {title}
          </h2>
          {description ? <div className="mt-0.5 text-sm text-muted">{description}</div> : null}
        </div>
        <div className="flex items-center gap-2">
          {controls}
          <Button
            variant="secondary"
            size="sm"
            onClick={save}
            disabled={rows.length === 0}
            aria-label={t('section.csvOf', { title })}
          >
            <FileDown aria-hidden="true" className="size-4" />
            {t('section.csv')}
          </Button>
        </div>
      </div>
      {rows.length === 0 ? (
        <p className="rounded-lg bg-canvas px-4 py-8 text-center text-sm text-muted">{empty}</p>
      ) : (
        <div
          className={clsx('grid gap-5', layout === 'beside' && 'xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]')}
        >
          <div className="min-w-0">{chart}</div>
          {/* Scrolled on its own when long, so it takes focus: a keyboard can scroll it too. */}
          <section
            aria-label={t('section.table', { title })}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
            tabIndex={0}
            className="max-h-80 overflow-auto rounded-lg ring-1 ring-line"
          >
            <table className="w-full text-sm">
              <caption className="sr-only">{title}</caption>
              <thead className="sticky top-0 bg-canvas text-left text-xs font-semibold text-muted">
                <tr>
                  {columns.map((column) => (
                    <th
                      key={column.label}
                      scope="col"
                      className={clsx('px-3 py-2', column.numeric && 'text-right')}
                    >
                      {column.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {rows.map((row) => (
                  <tr key={rowKey(row)}>
                    {columns.map((column, index) =>
                      index === 0 ? (
                        <th
                          key={column.label}
                          scope="row"
                          className={clsx(
                            'px-3 py-2 text-left font-medium',
                            column.nowrap && 'whitespace-nowrap',
                          )}
                        >
                          {column.show(row)}
                        </th>
                      ) : (
                        <td
                          key={column.label}
                          className={clsx(
                            'px-3 py-2',
                            column.numeric && 'text-right whitespace-nowrap tabular-nums',
                          )}
                        >
                          {column.show(row)}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </div>
      )}
    </section>
  );
}
