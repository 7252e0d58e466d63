import {
  IMPORT_ROWS_PAGE_SIZE,
  type ImportRowView,
  MAX_IMPORT_CSV_BYTES,
  MAX_IMPORT_ZIP_BYTES,
  type ProductImport,
  type ProductImportRow,
} from '@plantopia/shared';
import { ArrowLeft, FileDown, FileSpreadsheet, FileUp } from 'lucide-react';
import { type FormEvent, useId, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from '@/components/link';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { useFormat, useSay } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { useNavigate, useParams } from '@/lib/router';
import {
  PRODUCTS_CSV_HREF,
  useCheckProductImport,
  useProductImport,
  useProductImportAction,
  useProductImportRows,
} from '../api/product-imports';
import { type ListSpec, useListParams } from '../lib/list-params';
import { DataTable, dataColumns } from './data-table/data-table';
import { FilterSelect } from './data-table/list-filters';
import { AdminScreen } from './layout/admin-screen';
import { FormFailure, PanelError, PanelSkeleton } from './panel-states';

const BACK = '/admin/products/import';
const FILE_INPUT =
  'h-auto py-2 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-brand-800';

/**
 * `/admin/products/import` (issue 24 item 3): a CSV (and a zip of its images) is checked first, a dry
 * run that writes nothing; `/admin/products/import/:id` shows it row by row, imports it (without its
 * refused rows, when it has some) in the background with a progress bar, and sums up how it went.
 */
export function ProductImportScreen() {
  const { id } = useParams();
  return id ? <ImportJob id={id} /> : <ImportUpload />;
}

function BackToProducts() {
  const { t } = useTranslation('adminCatalog');
  return (
    <Link
      to="/admin/products"
      className="mb-2 inline-flex items-center gap-1 text-sm text-brand-800 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('productImport.backToProducts')}
    </Link>
  );
}

function ImportUpload() {
  const { t } = useTranslation('adminCatalog');
  const format = useFormat();
  const navigate = useNavigate();
  const check = useCheckProductImport();
  const fileId = useId();
  const imagesId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [images, setImages] = useState<File | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    check.mutate(
      { file, images },
      { onSuccess: (job) => navigate(`${BACK}/${encodeURIComponent(job._id)}`) },
    );
  };

  return (
    <AdminScreen
      title={t('productImport.heading')}
      description={t('productImport.intro')}
      back={<BackToProducts />}
    >
      <form
        onSubmit={submit}
        className="grid max-w-2xl gap-5 rounded-card border border-line bg-surface p-4 sm:p-6"
      >
        <FormFailure message={check.isError ? errorMessage(check.error) : null} />
        <div className="grid gap-1.5">
          <Label htmlFor={fileId}>{t('productImport.file')}</Label>
          <Input
            id={fileId}
            type="file"
            accept=".csv,text/csv,text/plain,.txt"
            className={FILE_INPUT}
            aria-describedby={`${fileId}-hint`}
            required
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          <p id={`${fileId}-hint`} className="text-xs text-muted">
            {t('productImport.fileHint', { mb: format.number(MAX_IMPORT_CSV_BYTES / 2 ** 20) })}
          </p>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={imagesId}>{t('productImport.images')}</Label>
          <Input
            id={imagesId}
            type="file"
            accept=".zip,application/zip"
            className={FILE_INPUT}
            aria-describedby={`${imagesId}-hint`}
            onChange={(event) => setImages(event.target.files?.[0] ?? null)}
          />
          <p id={`${imagesId}-hint`} className="text-xs text-muted">
            {t('productImport.imagesHint', { mb: format.number(MAX_IMPORT_ZIP_BYTES / 2 ** 20) })}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={!file || check.isPending}>
            <FileUp aria-hidden="true" className="size-4" />
            {check.isPending ? t('productImport.checking') : t('productImport.check')}
          </Button>
          <a href={PRODUCTS_CSV_HREF} download className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
            <FileDown aria-hidden="true" className="size-4" />
            {t('productImport.template')}
          </a>
        </div>
        <p className="text-sm text-muted">{t('productImport.nothingYet')}</p>
      </form>
    </AdminScreen>
  );
}

function ImportJob({ id }: { id: string }) {
  const { t } = useTranslation('adminCatalog');
  const job = useProductImport(id);
  const title = t('productImport.heading');
  if (job.isPending) {
    return (
      <AdminScreen title={title} back={<BackToProducts />}>
        <PanelSkeleton rows={3} />
      </AdminScreen>
    );
  }
  if (job.isError) {
    return (
      <AdminScreen title={title} back={<BackToProducts />}>
        <PanelError message={errorMessage(job.error)} onRetry={() => void job.refetch()} />
      </AdminScreen>
    );
  }
  return (
    <AdminScreen title={title} description={job.data.fileName} back={<BackToProducts />}>
      <div className="grid gap-5">
        <ImportSummary job={job.data} />
        <ImportControls job={job.data} />
        <ImportRows job={job.data} />
      </div>
    </AdminScreen>
  );
}

function ImportSummary({ job }: { job: ProductImport }) {
  const { t } = useTranslation('adminCatalog');
  const format = useFormat();
  const figures = [
    { key: 'create', label: t('productImport.toCreate'), value: job.rows.create },
    { key: 'update', label: t('productImport.toUpdate'), value: job.rows.update },
    { key: 'refused', label: t('productImport.refused'), value: job.rows.refused },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2 sm:max-w-xl sm:gap-3">
      {figures.map((figure) => (
        <div
          key={figure.key}
          className="rounded-card border border-line bg-surface px-3 py-2 sm:px-4 sm:py-3"
        >
          <dt className="text-xs text-muted sm:text-sm">{figure.label}</dt>
          <dd
            className={`text-xl font-bold tabular-nums sm:text-2xl ${figure.key === 'refused' && figure.value > 0 ? 'text-danger' : 'text-ink'}`}
          >
            {format.number(figure.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function ImportControls({ job }: { job: ProductImport }) {
  const { t } = useTranslation('adminCatalog');
  const format = useFormat();
  const navigate = useNavigate();
  const act = useProductImportAction();
  const toImport = job.rows.create + job.rows.update;
  const failure = <FormFailure message={act.isError ? errorMessage(act.error) : null} />;

  if (job.status === 'checked') {
    return (
      <section
        aria-label={t('productImport.decision')}
        className="grid gap-3 rounded-card border border-line bg-surface p-4"
      >
        {failure}
        <p className="text-sm">
          {job.rows.refused > 0
            ? t('productImport.someRefused', { refused: job.rows.refused, rest: toImport })
            : t('productImport.allGood', { count: toImport })}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            disabled={toImport === 0 || act.isPending}
            onClick={() =>
              act.mutate({ id: job._id, action: 'start', confirm: { withoutRefused: job.rows.refused > 0 } })
            }
          >
            {job.rows.refused > 0
              ? t('productImport.startWithout', { count: toImport })
              : t('productImport.start', { count: toImport })}
          </Button>
          <Button
            variant="secondary"
            disabled={act.isPending}
            onClick={() =>
              act.mutate(
                { id: job._id, action: 'discard' },
                {
                  onSuccess: () => {
                    toast.success(t('productImport.discarded'));
                    navigate(BACK);
                  },
                },
              )
            }
          >
            {t('productImport.discard')}
          </Button>
        </div>
      </section>
    );
  }

  const done = job.progress.applied + job.progress.failed;
  const total = done + job.progress.pending + job.progress.skipped;
  const percent = total === 0 ? 100 : Math.round((done / total) * 100);
  return (
    <section
      aria-label={t('productImport.progress')}
      className="grid gap-3 rounded-card border border-line bg-surface p-4"
    >
      {failure}
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold" aria-live="polite">
          {t(`productImport.status.${job.status}`)}
        </p>
        <p className="text-sm text-muted tabular-nums">
          {t('productImport.rowsDone', { done: format.number(done), total: format.number(total) })}
        </p>
      </div>
      <div
        role="progressbar"
        aria-label={t('productImport.progress')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={t('productImport.rowsDone', {
          done: format.number(done),
          total: format.number(total),
        })}
        className="h-3 overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className="h-full rounded-full bg-brand-700 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      {job.status === 'running' ? (
        <div>
          <Button
            variant="secondary"
            disabled={act.isPending}
            onClick={() => act.mutate({ id: job._id, action: 'cancel' })}
          >
            {t('productImport.cancel')}
          </Button>
        </div>
      ) : (
        <>
          <p className="text-sm">
            {t('productImport.result', {
              applied: job.progress.applied,
              failed: job.progress.failed,
              skipped: job.progress.skipped,
            })}
          </p>
          <div className="flex flex-wrap gap-2">
            <Link to="/admin/products" className={buttonClasses({ size: 'sm' })}>
              {t('productImport.backToProducts')}
            </Link>
            <Link to={BACK} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
              {t('productImport.another')}
            </Link>
          </div>
        </>
      )}
    </section>
  );
}

const STATE_TONES: Record<ProductImportRow['state'], BadgeTone> = {
  planned: 'brand',
  refused: 'danger',
  pending: 'neutral',
  applied: 'leaf',
  failed: 'danger',
  skipped: 'neutral',
};

function RowVerdict({ row }: { row: ProductImportRow }) {
  const { t } = useTranslation('adminCatalog');
  const label =
    row.state === 'planned' && row.action
      ? t(`productImport.action.${row.action}`)
      : t(`productImport.state.${row.state}`);
  return <Badge tone={STATE_TONES[row.state]}>{label}</Badge>;
}

type Filter = 'view';
const LIST: ListSpec<Filter> = { pageSize: IMPORT_ROWS_PAGE_SIZE, filters: ['view'] };
const column = dataColumns<ProductImportRow>();
const rowId = (row: ProductImportRow) => String(row.row);
const VIEWS: readonly Exclude<ImportRowView, 'all'>[] = ['refused', 'create', 'update', 'failed'];

function ImportRows({ job }: { job: ProductImport }) {
  const { t } = useTranslation('adminCatalog');
  const format = useFormat();
  const say = useSay();
  const list = useListParams(LIST);
  const view = (VIEWS as readonly string[]).includes(list.state.filters.view ?? '')
    ? (list.state.filters.view as ImportRowView)
    : 'all';
  // The rows change as the import moves on: asked again whenever its progress does.
  const version = `${job.status}:${job.progress.applied}:${job.progress.failed}`;
  const rows = useProductImportRows(
    job._id,
    { view, page: list.state.page, limit: list.state.pageSize },
    version,
  );

  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('row', {
          header: t('productImport.columns.row'),
          meta: { card: 'aside', className: 'w-24 whitespace-nowrap tabular-nums' },
          cell: ({ getValue }) => t('productImport.rowNumber', { row: format.number(getValue()) }),
        }),
        column.accessor('sku', {
          header: t('productImport.columns.product'),
          meta: { card: 'title', className: 'max-w-xs break-words' },
          cell: ({ row }) => (
            <>
              <span className="block font-mono text-sm font-semibold">{row.original.sku || '—'}</span>
              <span className="block text-sm text-muted">{row.original.name}</span>
            </>
          ),
        }),
        column.accessor('state', {
          header: t('productImport.columns.result'),
          cell: ({ row }) => <RowVerdict row={row.original} />,
        }),
        column.accessor('errors', {
          header: t('productImport.columns.problems'),
          meta: { card: 'wide', className: 'min-w-64' },
          cell: ({ getValue }) =>
            getValue().length === 0 ? (
              '—'
            ) : (
              <ul className="grid gap-1 text-sm text-danger">
                {getValue().map((error) => (
                  <li key={`${error.column}:${error.reason.code}`}>
                    {error.column ? <span className="font-mono font-semibold">{error.column}</span> : null}
                    {error.column ? ': ' : null}
                    <span>{say(error.reason)}</span>
                  </li>
                ))}
              </ul>
            ),
        }),
      ]),
    [t, format, say],
  );

  return (
    <DataTable
      label={t('productImport.rowsHeading')}
      headed
      columns={columns}
      list={list}
      query={rows}
      rows={rows.data?.rows}
      total={rows.data?.total}
      getRowId={rowId}
      countLabel={(count) => t('productImport.rowCount', { count })}
      empty={{ icon: FileSpreadsheet, title: t('productImport.noRows') }}
      toolbar={
        <FilterSelect
          list={list}
          name="view"
          label={t('productImport.show')}
          anyLabel={t('productImport.views.all')}
          className="sm:max-w-56"
          options={VIEWS.map((value) => ({ value, label: t(`productImport.views.${value}`) }))}
        />
      }
    />
  );
}
