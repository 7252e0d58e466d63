import {
  type Cell,
  type ColumnDef,
  createColumnHelper,
  type Header,
  metaHelper,
  type PaginationState,
  type RowData,
  type RowSelectionState,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  type Updater,
  useTable,
} from '@tanstack/react-table';
import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, ArrowUpDown, type LucideIcon } from 'lucide-react';
import { type MouseEvent, type ReactNode, useEffect, useMemo, useState } from 'react';
import { OfflineNotice } from '@/components/offline-notice';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n/react';
import { type QueryNetworkState, useWaitingForNetwork } from '@/lib/network';
import { useNavigate } from '@/lib/router';
import { useMediaQuery } from '@/lib/use-media-query';
import type { ListControls } from '../../lib/list-params';
import { PanelEmpty, PanelError, PanelSkeleton } from '../panel-states';
import { DataTablePager } from './data-table-pager';
import { useFromList } from './row-link';
import { SelectionBox, SelectPageBox } from './selection-box';
import { SortSelect } from './sort-select';

/** How a column shows on a phone, where each row is a card. */
export interface DataColumnMeta {
  /**
   * `title`: the card's heading line (the row's name or number); `aside`: a badge beside it; `line`
   * (default): a labelled value; `wide`: a labelled value across the card; `actions`: the card's buttons;
   * `none`: left out of the card.
   */
  card?: 'title' | 'aside' | 'line' | 'wide' | 'actions' | 'none';
  align?: 'end';
  /** The header is for screen readers only (a thumbnail or actions column). */
  hiddenHeader?: boolean;
  /** Classes of the column's cells in the wide table (width, wrapping). */
  className?: string;
  /** The phone's "Sort by" choices for this column, when "high to low" reads oddly ("Newest first"). */
  sortNames?: { desc: string; asc: string };
}

// Sorting and paging are the server's (or the local pager's, lib/local-page.ts): the table keeps their
// state, draws the headers and pager, and never reorders or slices rows itself.
const features = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  columnMeta: metaHelper<DataColumnMeta>(),
});
type Features = typeof features;

// biome-ignore lint/suspicious/noExplicitAny: a list's columns hold values of different types.
export type DataColumn<T extends RowData> = ColumnDef<Features, T, any>;

/** The typed column helper of one row type: `const column = dataColumns<AdminOrderRow>()`. */
export function dataColumns<T extends RowData>() {
  return createColumnHelper<Features, T>();
}

export interface Selection<T> {
  ids: string[];
  /** The selected rows on this page (a selection may hold rows of other pages, known by id only). */
  rows: T[];
  clear: () => void;
}

/** What the table needs of its query: the states it shows instead of rows. */
export type ListQuery = QueryNetworkState & {
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

export interface DataTableProps<T extends RowData> {
  /** The table's name for screen readers, and the selection's "all rows of {label}". */
  label: string;
  /** Shows `label` as the list's heading: for a screen with more than one list. */
  headed?: boolean;
  /** Stable (built in a `useMemo`), as the table recomputes its model when they change. */
  columns: DataColumn<T>[];
  list: ListControls<string>;
  query: ListQuery;
  /** This page's rows; undefined until the first answer. */
  rows: T[] | undefined;
  /** Rows of the whole filtered list. */
  total: number | undefined;
  getRowId: (row: T) => string;
  /** "3 orders": the count above the table. */
  countLabel: (count: number) => string;
  /** The row's page: a click anywhere on a row or card opens it (its own link stays the keyboard's way). */
  rowHref?: (row: T) => string;
  rowClassName?: (row: T) => string | undefined;
  /** How a row's checkbox names it ("Select order #7ABC12"). */
  rowName?: (row: T) => string;
  /** The search box, filters and quick views above the rows. */
  toolbar?: ReactNode;
  /** Buttons beside the count (Export, Add). */
  actions?: ReactNode;
  /** Given, rows get checkboxes and a selected set shows these actions. */
  bulkActions?: (selection: Selection<T>) => ReactNode;
  empty: { icon: LucideIcon; title: string; text?: string };
}

const NO_ROWS: never[] = [];
const NO_SELECTION: RowSelectionState = {};

function resolve<S>(updater: Updater<S>, current: S): S {
  return typeof updater === 'function' ? (updater as (old: S) => S)(current) : updater;
}

/** A click on a row's free space opens it; one on its links, buttons and checkboxes does what they do. */
function isOwnClick(event: MouseEvent): boolean {
  return !(event.target as Element).closest('a, button, input, select, textarea, label');
}

function headerText<T extends RowData>(header: Header<Features, T, unknown>): string {
  const text = header.column.columnDef.header;
  return typeof text === 'string' ? text : header.column.id;
}

/**
 * Every back-office list (docs/behaviour.md §12): one headless table (TanStack Table) whose search, filters,
 * sort and page live in the address (`useListParams`). A wide screen shows a table with sortable headers; a
 * phone shows each row as a card and a "Sort by" choice. Rows can be selected for the screen's bulk actions.
 * Loading, failure, offline and empty each have their own state.
 */
export function DataTable<T extends RowData>({
  label,
  headed = false,
  columns,
  list,
  query,
  rows,
  total,
  getRowId,
  countLabel,
  rowHref,
  rowClassName,
  rowName,
  toolbar,
  actions,
  bulkActions,
  empty,
}: DataTableProps<T>) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const fromList = useFromList();
  const wide = useMediaQuery('(min-width: 48rem)');
  const offline = useWaitingForNetwork(query);
  const selectable = Boolean(bulkActions);
  const { state } = list;

  // A selection belongs to the question it was made in: a new search or filter starts without one.
  const [selection, setSelection] = useState({ key: list.questionKey, ids: NO_SELECTION });
  const rowSelection = selection.key === list.questionKey ? selection.ids : NO_SELECTION;
  const sorting = useMemo<SortingState>(() => (state.sort ? [state.sort] : []), [state.sort]);
  const pagination = useMemo<PaginationState>(
    () => ({ pageIndex: state.page - 1, pageSize: state.pageSize }),
    [state.page, state.pageSize],
  );

  const allColumns = useMemo<DataColumn<T>[]>(() => {
    if (!selectable) return columns;
    const select: DataColumn<T> = {
      id: 'select',
      header: t('dataTable.select'),
      meta: { hiddenHeader: true, className: 'w-10' },
      cell: ({ row }) => (
        <SelectionBox
          checked={row.getIsSelected()}
          label={t('dataTable.selectRow', { name: rowName ? rowName(row.original) : row.id })}
          onToggle={row.getToggleSelectedHandler()}
        />
      ),
    };
    return [select, ...columns];
  }, [columns, selectable, rowName, t]);

  const table = useTable({
    features,
    columns: allColumns,
    data: rows ?? NO_ROWS,
    getRowId,
    defaultColumn: { enableSorting: false },
    state: { sorting, pagination, rowSelection },
    onSortingChange: (updater) => list.setSort(resolve(updater, sorting)[0] ?? null),
    onPaginationChange: (updater) => list.setPage(resolve(updater, pagination).pageIndex + 1),
    onRowSelectionChange: (updater) =>
      setSelection((current) => ({
        key: list.questionKey,
        ids: resolve(updater, current.key === list.questionKey ? current.ids : NO_SELECTION),
      })),
    manualSorting: true,
    manualPagination: true,
    rowCount: total ?? 0,
    enableMultiSort: false,
    enableSortingRemoval: false,
    enableRowSelection: selectable,
  });

  const pageCount = table.getPageCount();
  const settled = rows !== undefined && !query.isPlaceholderData;
  const { setPage } = list;
  // The last rows of the last page were removed (or the address named a page past the end): show the
  // last page there is instead of an empty one.
  useEffect(() => {
    if (settled && total && state.page > pageCount) setPage(pageCount, { replace: true });
  }, [settled, total, state.page, pageCount, setPage]);

  const clearSelection = () => setSelection({ key: list.questionKey, ids: NO_SELECTION });
  const selectedIds = Object.keys(rowSelection);
  const selectedRows = (rows ?? NO_ROWS).filter((row) => rowSelection[getRowId(row)]);
  const sortable = table.getAllLeafColumns().filter((column) => column.getCanSort());

  const open = rowHref
    ? (row: T) => (event: MouseEvent) => {
        if (isOwnClick(event)) void navigate(rowHref(row), { state: fromList });
      }
    : undefined;

  let body: ReactNode;
  if (offline) {
    body = <OfflineNotice compact className="m-4 shadow-none" onRetry={() => query.refetch()} />;
  } else if (rows === undefined && query.isError) {
    body = (
      <div className="p-4">
        <PanelError message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      </div>
    );
  } else if (rows === undefined) {
    body = (
      <div className="p-4">
        <PanelSkeleton rows={5} rowClassName="h-14" />
      </div>
    );
  } else if (rows.length === 0) {
    body = (
      <div className="p-4">
        {list.narrowed ? (
          <PanelEmpty icon={empty.icon} title={t('dataTable.noMatchTitle')}>
            {t('dataTable.noMatchText')}
            <div>
              <Button variant="secondary" size="sm" className="mt-3" onClick={list.clear}>
                {t('dataTable.clearFilters')}
              </Button>
            </div>
          </PanelEmpty>
        ) : (
          <PanelEmpty icon={empty.icon} title={empty.title}>
            {empty.text}
          </PanelEmpty>
        )}
      </div>
    );
  } else {
    const tableRows = table.getRowModel().rows;
    body = (
      <div aria-busy={query.isPlaceholderData} className={clsx(query.isPlaceholderData && 'opacity-60')}>
        {wide ? (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{label}</caption>
              <thead className="bg-brand-50/60 text-xs tracking-wide text-muted uppercase">
                {table.getHeaderGroups().map((group) => (
                  <tr key={group.id}>
                    {group.headers.map((header) => (
                      <HeaderCell
                        key={header.id}
                        header={header}
                        text={headerText(header)}
                        selectAll={
                          header.column.id === 'select' ? (
                            <SelectPageBox
                              checked={table.getIsAllPageRowsSelected()}
                              mixed={table.getIsSomePageRowsSelected()}
                              label={t('dataTable.selectPage', { list: label })}
                              onToggle={table.getToggleAllPageRowsSelectedHandler()}
                            />
                          ) : null
                        }
                      />
                    ))}
                  </tr>
                ))}
              </thead>
              <tbody className="divide-y divide-line">
                {tableRows.map((row) => (
                  <tr
                    key={row.id}
                    onClick={open?.(row.original)}
                    className={clsx(
                      'align-top',
                      open && 'cursor-pointer hover:bg-brand-50/40',
                      row.getIsSelected() && 'bg-brand-50/60',
                      rowClassName?.(row.original),
                    )}
                  >
                    {row.getAllCells().map((cell) => (
                      <td
                        key={cell.id}
                        className={clsx(
                          'px-3 py-3 first:pl-5 last:pr-5',
                          cell.column.columnDef.meta?.align === 'end' && 'text-right',
                          cell.column.columnDef.meta?.className,
                        )}
                      >
                        <table.FlexRender cell={cell} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <ul aria-label={label} className="divide-y divide-line">
            {tableRows.map((row) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: a pointer shortcut; the card's own link is the keyboard's way in.
              <li
                key={row.id}
                onClick={open?.(row.original)}
                className={clsx(
                  'flex gap-3 px-4 py-3.5',
                  open && 'cursor-pointer',
                  row.getIsSelected() && 'bg-brand-50/60',
                  rowClassName?.(row.original),
                )}
              >
                <RowCard cells={row.getAllCells()} render={(cell) => <table.FlexRender cell={cell} />} />
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  }

  return (
    <section aria-label={label} className="rounded-card bg-surface shadow-card ring-1 ring-line">
      {headed ? (
        <h2 className="border-b border-line px-4 pt-3 pb-2.5 text-base font-semibold sm:px-5">{label}</h2>
      ) : null}
      {toolbar ? <div className="grid gap-3 border-b border-line px-4 py-3 sm:px-5">{toolbar}</div> : null}
      <div className="flex min-h-13 flex-wrap items-center justify-between gap-x-3 gap-y-2 border-b border-line px-4 py-2.5 sm:px-5">
        {selectedIds.length > 0 ? (
          // biome-ignore lint/a11y/useSemanticElements: a toolbar of the selection's actions, not a form group.
          <div
            role="group"
            aria-label={t('dataTable.selection')}
            className="flex flex-wrap items-center gap-2"
          >
            <span className="text-sm font-semibold" aria-live="polite">
              {t('dataTable.selected', { count: selectedIds.length })}
            </span>
            {bulkActions?.({ ids: selectedIds, rows: selectedRows, clear: clearSelection })}
            <Button variant="ghost" size="sm" onClick={clearSelection}>
              {t('dataTable.clearSelection')}
            </Button>
          </div>
        ) : (
          <p className="flex items-center gap-2 text-sm text-muted" aria-live="polite">
            {total === undefined ? null : countLabel(total)}
            {query.isFetching && rows !== undefined ? (
              <Spinner label={t('dataTable.updating')} className="[&_svg]:size-4" />
            ) : null}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-2">
          {!wide && sortable.length > 0 ? (
            <SortSelect
              columns={sortable.map((column) => ({
                id: column.id,
                label: typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id,
                names: column.columnDef.meta?.sortNames,
              }))}
              sort={state.sort}
              onSort={list.setSort}
            />
          ) : null}
          {actions}
        </div>
      </div>
      {body}
      {rows && rows.length > 0 ? (
        <DataTablePager
          label={label}
          page={state.page}
          pageCount={pageCount}
          pageSize={state.pageSize}
          total={total ?? 0}
          onPage={list.setPage}
        />
      ) : null}
    </section>
  );
}

function HeaderCell<T extends RowData>({
  header,
  text,
  selectAll,
}: {
  header: Header<Features, T, unknown>;
  text: string;
  selectAll: ReactNode;
}) {
  const { column } = header;
  const meta = column.columnDef.meta;
  const sorted = column.getIsSorted();
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <th
      scope="col"
      aria-sort={
        column.getCanSort()
          ? sorted === 'asc'
            ? 'ascending'
            : sorted === 'desc'
              ? 'descending'
              : 'none'
          : undefined
      }
      className={clsx(
        'px-3 py-3 font-semibold whitespace-nowrap first:pl-5 last:pr-5',
        meta?.align === 'end' && 'text-right',
      )}
    >
      {selectAll ??
        (column.getCanSort() ? (
          <button
            type="button"
            onClick={column.getToggleSortingHandler()}
            className={clsx(
              '-mx-1 inline-flex items-center gap-1 rounded px-1 uppercase hover:text-brand-800',
              sorted && 'text-brand-800',
            )}
          >
            {text}
            <Icon aria-hidden="true" className="size-3.5" />
          </button>
        ) : meta?.hiddenHeader ? (
          <span className="sr-only">{text}</span>
        ) : (
          text
        ))}
    </th>
  );
}

/** One row as a phone card: its title and badges, then its values as labelled lines, then its buttons. */
function RowCard<T extends RowData>({
  cells,
  render,
}: {
  cells: Cell<Features, T, unknown>[];
  render: (cell: Cell<Features, T, unknown>) => ReactNode;
}) {
  const part = (kind: NonNullable<DataColumnMeta['card']>) =>
    cells.filter(
      (cell) => cell.column.id !== 'select' && (cell.column.columnDef.meta?.card ?? 'line') === kind,
    );
  const select = cells.find((cell) => cell.column.id === 'select');
  const lines = cells.filter((cell) => {
    const card = cell.column.columnDef.meta?.card ?? 'line';
    return cell.column.id !== 'select' && (card === 'line' || card === 'wide');
  });
  const label = (cell: Cell<Features, T, unknown>) => {
    const text = cell.column.columnDef.header;
    return typeof text === 'string' ? text : cell.column.id;
  };
  return (
    <>
      {select ? <div className="pt-0.5">{render(select)}</div> : null}
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            {part('title').map((cell) => (
              <div key={cell.id}>{render(cell)}</div>
            ))}
          </div>
          <div className="flex shrink-0 flex-wrap justify-end gap-1">
            {part('aside').map((cell) => (
              <div key={cell.id}>{render(cell)}</div>
            ))}
          </div>
        </div>
        {lines.length > 0 ? (
          <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm">
            {lines.map((cell) => (
              <div
                key={cell.id}
                className={clsx('min-w-0', cell.column.columnDef.meta?.card === 'wide' && 'col-span-2')}
              >
                <dt className="text-xs text-muted">{label(cell)}</dt>
                <dd className="break-words">{render(cell)}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {part('actions').map((cell) => (
          <div key={cell.id} className="mt-2 -ml-3">
            {render(cell)}
          </div>
        ))}
      </div>
    </>
  );
}
