import {
  type CancelReason,
  findCategory,
  paymentMethodLabel,
  REPORT_BUCKETS,
  REPORT_PERIODS,
  type Report,
  type ReportBucket,
  type ReportTotals,
  type ReturnReason,
} from '@plantopia/shared';
import { clsx } from 'clsx';
import { ChartNoAxesColumn } from 'lucide-react';
import { useId, useState } from 'react';
import { Input, Label, Select } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { useCategoryText, useFormat, useSay } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { useReport } from '../../api/get-report';
import { type ReportView, useReportParams } from '../../lib/report-params';
import { AdminScreen } from '../layout/admin-screen';
import { PanelEmpty, PanelError, PanelSkeleton } from '../panel-states';
import { BarList, TimeChart } from './charts';
import { type ReportColumn, ReportSection } from './report-section';

/** A bucket's first day as a moment: midnight in Dhaka. */
const startOf = (day: string) => `${day}T00:00:00+06:00`;

/** The page's words for numbers: money, counts, shares and buckets, in its language. */
function useReportFormat(by: ReportBucket) {
  const { t } = useTranslation('adminReports');
  const format = useFormat();
  const percent = (ratio: number) => t('percent', { value: format.number(Math.round(ratio * 1000) / 10) });
  const bucket = (day: string) =>
    by === 'month'
      ? format.month(startOf(day))
      : by === 'week'
        ? t('weekOf', { day: format.day(startOf(day)) })
        : format.day(startOf(day));
  return { ...format, percent, bucket };
}
type ReportFormat = ReturnType<typeof useReportFormat>;

/** A report table's text column: the same words on the page and in the CSV. */
const textColumn = <T,>(label: string, text: (row: T) => string): ReportColumn<T> => ({
  label,
  show: text,
  csv: text,
});

/** Count and taka columns: formatted in the page's language on the page, plain figures in the CSV. */
function figureColumns(format: ReportFormat) {
  const figure =
    (show: (value: number) => string) =>
    <T,>(label: string, value: (row: T) => number): ReportColumn<T> => ({
      label,
      show: (row) => show(value(row)),
      csv: value,
      numeric: true,
    });
  return { countColumn: figure(format.number), takaColumn: figure(format.taka) };
}

/**
 * `/admin/reports` (issue 24 item 1, the owner's): a period of Dhaka days beside the one before it,
 * as figures, charts and the tables behind them, each table a CSV away. The period and grouping are in
 * the address.
 */
export function ReportsScreen() {
  const { t } = useTranslation('adminReports');
  const params = useReportParams();
  const { view } = params;
  const report = useReport(view.query);
  const format = useReportFormat(view.by);
  const data = report.data;

  return (
    <AdminScreen
      title={t('heading')}
      description={
        data
          ? t('comparedWith', {
              from: format.day(startOf(data.previousPeriod.from)),
              to: format.day(startOf(data.previousPeriod.to)),
            })
          : t('description')
      }
    >
      <PeriodPicker {...params} />
      {report.isError && !data ? (
        <PanelError message={errorMessage(report.error)} onRetry={() => void report.refetch()} />
      ) : !data ? (
        view.query ? (
          <PanelSkeleton rows={3} rowClassName="h-48" />
        ) : null
      ) : (
        <div className={clsx('grid gap-5 transition-opacity', report.isPlaceholderData && 'opacity-60')}>
          <Figures report={data} format={format} />
          {data.totals.orders === 0 && data.totals.cancelled === 0 && data.totals.returned === 0 ? (
            <PanelEmpty icon={ChartNoAxesColumn} title={t('emptyTitle')}>
              {t('emptyText')}
            </PanelEmpty>
          ) : (
            <Sections report={data} view={view} format={format} />
          )}
        </div>
      )}
    </AdminScreen>
  );
}

function PeriodPicker({ view, today, setPeriod, setRange, setBy }: ReturnType<typeof useReportParams>) {
  const { t } = useTranslation('adminReports');
  const id = useId();
  return (
    <div className="mb-5 grid gap-3 rounded-card bg-surface p-4 shadow-card ring-1 ring-line">
      {/* A fieldset is as wide as its content unless told otherwise: the pills scroll on a phone instead. */}
      <fieldset className="min-w-0">
        <legend className="mb-1.5 text-sm font-medium text-ink">{t('period.label')}</legend>
        <div className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-0.5">
          {REPORT_PERIODS.map((period) => (
            <button
              key={period}
              type="button"
              aria-pressed={view.period === period}
              onClick={() => setPeriod(period)}
              className={clsx(
                'inline-flex min-h-10 shrink-0 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap ring-1 ring-inset',
                view.period === period
                  ? 'bg-brand-700 text-white ring-brand-700'
                  : 'text-brand-800 ring-line hover:bg-brand-50',
              )}
            >
              {t(`period.${period}`)}
            </button>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-end gap-3">
        {view.period === 'custom' ? (
          <>
            <div className="w-40">
              <Label htmlFor={`${id}-from`}>{t('period.from')}</Label>
              <Input
                id={`${id}-from`}
                type="date"
                value={view.from}
                max={today}
                onChange={(event) => setRange({ from: event.target.value })}
              />
            </div>
            <div className="w-40">
              <Label htmlFor={`${id}-to`}>{t('period.to')}</Label>
              <Input
                id={`${id}-to`}
                type="date"
                value={view.to}
                max={today}
                onChange={(event) => setRange({ to: event.target.value })}
              />
            </div>
          </>
        ) : null}
        <div className="w-40">
          <Label htmlFor={`${id}-by`}>{t('by.label')}</Label>
          <Select
            id={`${id}-by`}
            value={view.by}
            onChange={(event) => setBy(event.target.value as ReportBucket)}
          >
            {REPORT_BUCKETS.map((bucket) => (
              <option key={bucket} value={bucket}>
                {t(`by.${bucket}`)}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {view.query ? null : (
        <p role="alert" className="text-sm text-danger">
          {t('period.invalid')}
        </p>
      )}
    </div>
  );
}

/** The change from `before` to `now` as the owner reads it: "+12.5%", or "new" after nothing. */
function Change({ now, before, format }: { now: number; before: number; format: ReportFormat }) {
  const { t } = useTranslation('adminReports');
  if (before === 0) {
    return <span className="text-muted">{now === 0 ? t('change.none') : t('change.new')}</span>;
  }
  const ratio = (now - before) / before;
  const text = `${ratio > 0 ? '+' : ratio < 0 ? '−' : ''}${format.percent(Math.abs(ratio))}`;
  return (
    <span
      className={clsx(
        'font-semibold',
        ratio > 0 ? 'text-brand-700' : ratio < 0 ? 'text-danger' : 'text-muted',
      )}
    >
      {t('change.vsBefore', { change: text })}
    </span>
  );
}

function Figure({ label, value, children }: { label: string; value: string; children: React.ReactNode }) {
  return (
    <div className="rounded-card bg-surface p-4 shadow-card ring-1 ring-line">
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tracking-tight text-ink tabular-nums">{value}</dd>
      <dd className="mt-1 text-sm">{children}</dd>
    </div>
  );
}

/** The period's totals beside the period before, and what was undone. */
function Figures({ report, format }: { report: Report; format: ReportFormat }) {
  const { t } = useTranslation('adminReports');
  const { totals, previousTotals: before } = report;
  const figure = (key: 'sales' | 'orders' | 'averageOrderValue', show: (value: number) => string) => (
    <Figure label={t(`figures.${key}`)} value={show(totals[key])}>
      <Change now={totals[key]} before={before[key]} format={format} />
      <span className="block text-muted">{t('figures.before', { value: show(before[key]) })}</span>
    </Figure>
  );
  return (
    <dl className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
      {figure('sales', format.taka)}
      {figure('orders', format.number)}
      {figure('averageOrderValue', format.taka)}
      <Undone totals={totals} format={format} />
    </dl>
  );
}

function Undone({ totals, format }: { totals: ReportTotals; format: ReportFormat }) {
  const { t } = useTranslation('adminReports');
  const lines = [
    t('undone.cancelled', {
      orders: format.number(totals.cancelled),
      value: format.taka(totals.cancelledSales),
    }),
    t('undone.returned', {
      orders: format.number(totals.returned),
      value: format.taka(totals.returnedSales),
    }),
    t('undone.refunded', { value: format.taka(totals.refunded) }),
    ...(totals.refundDue > 0 ? [t('undone.refundDue', { value: format.taka(totals.refundDue) })] : []),
  ];
  return (
    <div className="rounded-card bg-surface p-4 shadow-card ring-1 ring-line">
      <dt className="text-sm font-medium text-muted">{t('undone.label')}</dt>
      <dd className="mt-1">
        <ul className="grid gap-0.5 text-sm tabular-nums">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="mt-1.5 text-xs text-muted">{t('undone.note')}</p>
      </dd>
    </div>
  );
}

type Series = Report['series'][number];
const SERIES_FIGURES = ['sales', 'orders', 'averageOrderValue'] as const;
type SeriesFigure = (typeof SERIES_FIGURES)[number];

function Sections({ report, view, format }: { report: Report; view: ReportView; format: ReportFormat }) {
  const { t } = useTranslation(['adminReports', 'messages']);
  const say = useSay();
  const categoryText = useCategoryText();
  const { countColumn, takaColumn } = figureColumns(format);
  const [figure, setFigure] = useState<SeriesFigure>('sales');
  const [productRank, setProductRank] = useState<'revenue' | 'units'>('revenue');
  const figureId = useId();
  const rankId = useId();
  const period = `${view.from}_${view.to}`;
  const methodName = (method: Report['byMethod'][number]['method']) => say(paymentMethodLabel(method));
  const categoryName = (id: string) => {
    const category = findCategory(id);
    return category ? categoryText.label(category) : id;
  };
  const name = (names: { en: string; bn: string }) => names[format.locale];
  const productName = (product: Report['topProducts'][number]) =>
    format.locale === 'bn' && product.nameBn ? product.nameBn : product.name;
  const products = productRank === 'revenue' ? report.topProducts : report.topProductsByUnits;
  const soldTotal = report.byMethod.reduce((sum, row) => sum + row.orders, 0);

  const seriesColumns: ReportColumn<Series>[] = [
    {
      label: t(`bucket.${view.by}`),
      show: (row) => format.bucket(row.bucket),
      csv: (row) => row.bucket,
      nowrap: true,
    },
    takaColumn(t('figures.sales'), (row) => row.sales),
    countColumn(t('figures.orders'), (row) => row.orders),
    takaColumn(t('figures.averageOrderValue'), (row) => row.averageOrderValue),
  ];
  const productColumns: ReportColumn<Report['topProducts'][number]>[] = [
    { label: t('columns.product'), show: productName, csv: productName },
    countColumn(t('columns.units'), (row) => row.units),
    takaColumn(t('columns.revenue'), (row) => row.revenue),
  ];

  return (
    <>
      <ReportSection
        title={t('sections.overTime')}
        description={t('sections.overTimeNote')}
        controls={
          <div className="flex items-center gap-2">
            <Label htmlFor={figureId} className="mb-0 sr-only">
              {t('sections.figure')}
            </Label>
            <Select
              id={figureId}
              value={figure}
              onChange={(event) => setFigure(event.target.value as SeriesFigure)}
              className="h-9 w-auto"
            >
              {SERIES_FIGURES.map((key) => (
                <option key={key} value={key}>
                  {t(`figures.${key}`)}
                </option>
              ))}
            </Select>
          </div>
        }
        chart={
          <TimeChart
            label={t('chartOf', { title: `${t(`figures.${figure}`)} — ${t(`bucket.${view.by}`)}` })}
            points={report.series.map((row) => ({ bucket: row.bucket, value: row[figure] }))}
            formatValue={figure === 'orders' ? format.number : (value) => format.number(Math.round(value))}
            formatBucket={format.bucket}
          />
        }
        rows={report.series}
        columns={seriesColumns}
        rowKey={(row) => row.bucket}
        layout="below"
        fileName={`sales-by-${view.by}-${period}`}
        empty={t('sections.nothing')}
      />

      <div className="grid gap-5 2xl:grid-cols-2">
        <ReportSection
          title={t('sections.methods')}
          description={t('sections.codReturnRate', {
            rate: format.percent(report.codReturnRate),
          })}
          chart={
            <BarList
              label={t('chartOf', { title: t('sections.methods') })}
              items={report.byMethod.map((row) => ({
                key: row.method,
                label: methodName(row.method),
                value: row.sales,
              }))}
              formatValue={format.taka}
            />
          }
          rows={report.byMethod}
          columns={[
            textColumn<Report['byMethod'][number]>(t('columns.method'), (row) => methodName(row.method)),
            countColumn<Report['byMethod'][number]>(t('figures.orders'), (row) => row.orders),
            {
              label: t('columns.share'),
              show: (row) => format.percent(soldTotal ? row.orders / soldTotal : 0),
              csv: (row) => (soldTotal ? Math.round((row.orders / soldTotal) * 1000) / 10 : 0),
              numeric: true,
            },
            takaColumn<Report['byMethod'][number]>(t('figures.sales'), (row) => row.sales),
          ]}
          rowKey={(row) => row.method}
          fileName={`payment-methods-${period}`}
          empty={t('sections.nothing')}
        />

        <ReportSection
          title={t('sections.products')}
          description={t('sections.productsNote')}
          controls={
            <>
              <Label htmlFor={rankId} className="mb-0 sr-only">
                {t('sections.rankBy')}
              </Label>
              <Select
                id={rankId}
                value={productRank}
                onChange={(event) => setProductRank(event.target.value as 'revenue' | 'units')}
                className="h-9 w-auto"
              >
                <option value="revenue">{t('sections.byRevenue')}</option>
                <option value="units">{t('sections.byUnits')}</option>
              </Select>
            </>
          }
          chart={
            <BarList
              label={t('chartOf', { title: t('sections.products') })}
              items={products.map((row) => ({
                key: row.productId,
                label: productName(row),
                value: productRank === 'revenue' ? row.revenue : row.units,
              }))}
              formatValue={productRank === 'revenue' ? format.taka : format.number}
            />
          }
          rows={products}
          columns={productColumns}
          rowKey={(row) => row.productId}
          fileName={`top-products-by-${productRank}-${period}`}
          empty={t('sections.nothing')}
        />

        <ReportSection
          title={t('sections.categories')}
          chart={
            <BarList
              label={t('chartOf', { title: t('sections.categories') })}
              items={report.byCategory.map((row) => ({
                key: row.category,
                label: categoryName(row.category),
                value: row.revenue,
              }))}
              formatValue={format.taka}
            />
          }
          rows={report.byCategory}
          columns={[
            textColumn<Report['byCategory'][number]>(t('columns.category'), (row) =>
              categoryName(row.category),
            ),
            countColumn<Report['byCategory'][number]>(t('columns.units'), (row) => row.units),
            takaColumn<Report['byCategory'][number]>(t('columns.revenue'), (row) => row.revenue),
          ]}
          rowKey={(row) => row.category}
          fileName={`categories-${period}`}
          empty={t('sections.nothing')}
        />

        <ReportSection
          title={t('sections.districts')}
          chart={
            <BarList
              label={t('chartOf', { title: t('sections.districts') })}
              items={report.topDistricts.map((row) => ({
                key: String(row.districtId),
                label: name(row.name),
                value: row.sales,
              }))}
              formatValue={format.taka}
            />
          }
          rows={report.topDistricts}
          columns={[
            { label: t('columns.district'), show: (row) => name(row.name), csv: (row) => name(row.name) },
            countColumn<Report['topDistricts'][number]>(t('figures.orders'), (row) => row.orders),
            takaColumn<Report['topDistricts'][number]>(t('figures.sales'), (row) => row.sales),
          ]}
          rowKey={(row) => String(row.districtId)}
          fileName={`districts-${period}`}
          empty={t('sections.nothing')}
        />

        <ReportSection
          title={t('sections.coupons')}
          description={t('sections.couponsNote', { discount: format.taka(report.totals.discount) })}
          chart={
            <BarList
              label={t('chartOf', { title: t('sections.coupons') })}
              items={report.coupons.map((row) => ({ key: row.code, label: row.code, value: row.discount }))}
              formatValue={format.taka}
            />
          }
          rows={report.coupons}
          columns={[
            { label: t('columns.coupon'), show: (row) => row.code, csv: (row) => row.code },
            countColumn<Report['coupons'][number]>(t('columns.uses'), (row) => row.uses),
            takaColumn<Report['coupons'][number]>(t('columns.discount'), (row) => row.discount),
          ]}
          rowKey={(row) => row.code}
          fileName={`coupons-${period}`}
          empty={t('sections.noCoupons')}
        />

        <ReportSection
          title={t('sections.cancelReasons')}
          chart={
            <BarList
              label={t('chartOf', { title: t('sections.cancelReasons') })}
              items={report.cancelReasons.map((row) => ({
                key: row.reason,
                label: say({ code: `order.cancel_reason.${row.reason}` }),
                value: row.orders,
              }))}
              formatValue={format.number}
            />
          }
          rows={report.cancelReasons}
          columns={reasonColumns(
            t('columns.reason'),
            t('figures.orders'),
            (reason: CancelReason) => say({ code: `order.cancel_reason.${reason}` }),
            format,
          )}
          rowKey={(row) => row.reason}
          fileName={`cancellation-reasons-${period}`}
          empty={t('sections.noCancellations')}
        />

        <ReportSection
          title={t('sections.returnReasons')}
          chart={
            <BarList
              label={t('chartOf', { title: t('sections.returnReasons') })}
              items={report.returnReasons.map((row) => ({
                key: row.reason,
                label: say({ code: `order.return_reason.${row.reason}` }),
                value: row.orders,
              }))}
              formatValue={format.number}
            />
          }
          rows={report.returnReasons}
          columns={reasonColumns(
            t('columns.reason'),
            t('figures.orders'),
            (reason: ReturnReason) => say({ code: `order.return_reason.${reason}` }),
            format,
          )}
          rowKey={(row) => row.reason}
          fileName={`return-reasons-${period}`}
          empty={t('sections.noReturns')}
        />
      </div>
    </>
  );
}

function reasonColumns<R extends CancelReason | ReturnReason>(
  reasonLabel: string,
  ordersLabel: string,
  sayReason: (reason: R) => string,
  format: ReportFormat,
): ReportColumn<{ reason: R; orders: number }>[] {
  return [
    textColumn(reasonLabel, (row) => sayReason(row.reason)),
    figureColumns(format).countColumn(ordersLabel, (row) => row.orders),
  ];
}
