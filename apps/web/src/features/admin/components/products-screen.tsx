import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  type AdminProduct,
  type AdminProductQuery,
  CATEGORIES,
  type CategoryId,
  isCategoryId,
} from '@plantopia/shared';
import { FileDown, FileUp, PackagePlus, PackageSearch, Settings2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from '@/components/link';
import { ProductThumbnail } from '@/components/product-thumbnail';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { useCategoryText, useFormat } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { useDeleteProduct } from '../api/delete-product';
import { useAdminProducts } from '../api/get-admin-products';
import { PRODUCTS_CSV_HREF } from '../api/product-imports';
import { type ListSpec, useListParams } from '../lib/list-params';
import { ConfirmDialog } from './confirm-dialog';
import { DataTable, dataColumns } from './data-table/data-table';
import { FilterSelect } from './data-table/list-filters';
import { ListSearch } from './data-table/list-search';
import { RowLink } from './data-table/row-link';
import { AdminScreen } from './layout/admin-screen';
import { RowActions } from './row-actions';
import { StockSettingsDialog } from './stock-settings-dialog';

const PREVIEW_LENGTH = 50;

/** The first 50 characters of the description (docs/behaviour.md §16.1). */
function preview(description: string): string {
  return description.length > PREVIEW_LENGTH
    ? `${description.slice(0, PREVIEW_LENGTH).trimEnd()}…`
    : description;
}

const CATEGORY_BADGES: Record<CategoryId, string> = {
  plants: 'bg-leaf-50 text-leaf-800 ring-leaf-200',
  tools: 'bg-slate-100 text-slate-800 ring-slate-200',
  soils: 'bg-amber-50 text-amber-900 ring-amber-200',
  fertilizers: 'bg-brand-50 text-brand-800 ring-brand-200',
};

function CategoryBadge({ product }: { product: AdminProduct }) {
  const categoryText = useCategoryText();
  const category = CATEGORIES.find((one) => one.id === product.category);
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${CATEGORY_BADGES[product.category]}`}
    >
      {category ? categoryText.label(category) : product.categoryLabel}
    </span>
  );
}

type Filter = 'category' | 'stock';
const LIST: ListSpec<Filter> = { pageSize: ADMIN_PRODUCTS_PAGE_SIZE, filters: ['category', 'stock'] };

const STOCK_FILTERS = ['low', 'sold_out'] as const;
const isStockFilter = (value: string | undefined): value is (typeof STOCK_FILTERS)[number] =>
  (STOCK_FILTERS as readonly string[]).includes(value ?? '');

/** The stock column's badge: low at or below the product's threshold, sold out at none. */
/**
 * The row's stock badge. A product with several variants says how many of them are so ("1 of 3
 * variants sold out"), as its total alone would hide one sold-out size.
 */
function StockLevelBadge({ product }: { product: AdminProduct }) {
  const { t } = useTranslation('adminCatalog');
  const format = useFormat();
  const { stockLevel: level, variantStock } = product;
  if (level === 'in_stock') return null;
  const counts = {
    count: format.number(variantStock.count),
    low: format.number(variantStock.low),
    soldOut: format.number(variantStock.soldOut),
  };
  const some = (of: number) => variantStock.count > 1 && of < variantStock.count;
  return level === 'low' ? (
    <Badge tone="terracotta">
      {some(variantStock.low) ? t('productsTab.variantsLow', counts) : t('productsTab.stockLow')}
    </Badge>
  ) : (
    <Badge tone="danger">
      {some(variantStock.soldOut) ? t('productsTab.variantsSoldOut', counts) : t('productsTab.stockSoldOut')}
    </Badge>
  );
}
const column = dataColumns<AdminProduct>();
const rowId = (product: AdminProduct) => product._id;
const rowHref = (product: AdminProduct) => `/admin/products/${encodeURIComponent(product._id)}`;

/** `/admin/products` (docs/behaviour.md §12): every category in one list, searched and paged server-side. */
export function ProductsScreen() {
  const { t } = useTranslation('adminCatalog');
  const format = useFormat();
  const categoryText = useCategoryText();
  const list = useListParams(LIST);
  const { q, page, pageSize, filters } = list.state;
  const query = useMemo<AdminProductQuery>(
    () => ({
      q: q || undefined,
      category: filters.category && isCategoryId(filters.category) ? filters.category : 'all',
      ...(isStockFilter(filters.stock) ? { stock: filters.stock } : {}),
      page,
      limit: pageSize,
    }),
    [q, filters.category, filters.stock, page, pageSize],
  );
  const products = useAdminProducts(query);
  const remove = useDeleteProduct();
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);

  const columns = useMemo(
    () =>
      column.columns([
        column.display({
          id: 'image',
          header: t('productsTab.columns.image'),
          meta: { hiddenHeader: true, card: 'aside', className: 'w-16 pr-0' },
          cell: ({ row }) => (
            <ProductThumbnail
              url={row.original.imageUrl}
              category={row.original.category}
              className="size-12"
            />
          ),
        }),
        column.accessor('name', {
          header: t('productsTab.columns.product'),
          meta: { card: 'title', className: 'max-w-md' },
          cell: ({ row }) => (
            <>
              <RowLink
                to={rowHref(row.original)}
                className="font-medium text-ink hover:text-brand-800 hover:underline"
              >
                {row.original.name}
              </RowLink>
              <p className="font-mono text-xs text-ink/80">{row.original.sku}</p>
              <p className="text-xs text-muted">{preview(row.original.description)}</p>
            </>
          ),
        }),
        column.accessor('category', {
          header: t('productsTab.columns.category'),
          cell: ({ row }) => <CategoryBadge product={row.original} />,
        }),
        column.accessor('price', {
          header: t('productsTab.columns.price'),
          meta: { align: 'end', className: 'font-semibold whitespace-nowrap tabular-nums' },
          cell: ({ getValue }) => format.taka(getValue()),
        }),
        column.accessor('stock', {
          header: t('productsTab.columns.stock'),
          meta: { align: 'end', className: 'tabular-nums' },
          cell: ({ row }) => (
            <span className="inline-flex flex-wrap items-center justify-end gap-2">
              <span className={row.original.stock === 0 ? 'font-semibold text-danger' : undefined}>
                {format.number(row.original.stock)}
              </span>
              <StockLevelBadge product={row.original} />
            </span>
          ),
        }),
        column.display({
          id: 'actions',
          header: t('productsTab.columns.actions'),
          meta: { hiddenHeader: true, card: 'actions', align: 'end' },
          cell: ({ row }) => (
            <RowActions
              itemName={row.original.name}
              editTo={rowHref(row.original)}
              onDelete={() => setDeleting(row.original)}
            />
          ),
        }),
      ]),
    [t, format],
  );

  const add = (
    <>
      <Button variant="secondary" size="sm" onClick={() => setSettingsOpen(true)}>
        <Settings2 aria-hidden="true" className="size-4" />
        {t('productsTab.settings')}
      </Button>
      <a href={PRODUCTS_CSV_HREF} download className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
        <FileDown aria-hidden="true" className="size-4" />
        {t('productsTab.exportCsv')}
      </a>
      <Link to="/admin/products/import" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
        <FileUp aria-hidden="true" className="size-4" />
        {t('productsTab.importCsv')}
      </Link>
      <Link to="/admin/products/new" className={buttonClasses({ size: 'sm' })}>
        <PackagePlus aria-hidden="true" className="size-4" />
        {t('productsTab.add')}
      </Link>
    </>
  );

  return (
    <AdminScreen title={t('productsTab.heading')} actions={add}>
      <DataTable
        label={t('productsTab.heading')}
        columns={columns}
        list={list}
        query={products}
        rows={products.data?.products}
        total={products.data?.total}
        getRowId={rowId}
        rowHref={rowHref}
        countLabel={(count) => t('productsTab.count', { count })}
        empty={{ icon: PackageSearch, title: t('productsTab.emptyTitle'), text: t('productsTab.emptyAll') }}
        toolbar={
          <div className="grid gap-3 sm:grid-cols-[1fr_14rem_12rem] sm:items-end">
            <ListSearch
              list={list}
              label={t('productsTab.search')}
              placeholder={t('productsTab.searchPlaceholder')}
            />
            <FilterSelect
              list={list}
              name="category"
              label={t('productsTab.category')}
              anyLabel={t('productsTab.allCategories')}
              options={CATEGORIES.map((category) => ({
                value: category.id,
                label: categoryText.label(category),
              }))}
            />
            <FilterSelect
              list={list}
              name="stock"
              label={t('productsTab.stockFilter')}
              anyLabel={t('productsTab.anyStock')}
              options={[
                { value: 'low', label: t('productsTab.stockLow') },
                { value: 'sold_out', label: t('productsTab.stockSoldOut') },
              ]}
            />
          </div>
        }
      />
      <StockSettingsDialog open={settingsOpen} onOpenChange={setSettingsOpen} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setDeleting(null);
        }}
        title={
          deleting ? t('productsTab.deleteTitle', { name: deleting.name }) : t('productsTab.deleteFallback')
        }
        question={t('productsTab.deleteQuestion')}
        confirmLabel={t('productsTab.deleteConfirm')}
        busy={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(
            { category: deleting.category, id: deleting._id },
            {
              onSuccess: () => toast.success(t('productsTab.deleted')),
              onError: () => toast.error(t('productsTab.deleteFailed')),
              onSettled: () => setDeleting(null),
            },
          );
        }}
      />
    </AdminScreen>
  );
}
