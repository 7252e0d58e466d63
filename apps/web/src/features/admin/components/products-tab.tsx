import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  type AdminProduct,
  type AdminProductQuery,
  CATEGORIES,
  type CategoryId,
} from '@plantopia/shared';
import { ChevronLeft, ChevronRight, PackagePlus, PackageSearch, Search } from 'lucide-react';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { OfflineNotice } from '@/components/offline-notice';
import { ProductThumbnail } from '@/components/product-thumbnail';
import { Button } from '@/components/ui/button';
import { controlClasses, Label, Select } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useCategoryText, useFormat } from '@/lib/i18n';
import { useWaitingForNetwork } from '@/lib/network';
import { useDebouncedCallback } from '@/lib/use-debounced-callback';
import { useDeleteProduct } from '../api/delete-product';
import { useAdminProducts } from '../api/get-admin-products';
import { ConfirmDialog } from './confirm-dialog';
import { PanelEmpty, PanelError, PanelSkeleton } from './panel-states';
import { RowActions } from './row-actions';
import { type Column, TableHead } from './table-head';

const PREVIEW_LENGTH = 50;

/** SPEC §9: the first 50 characters of the description. */
function preview(description: string): string {
  return description.length > PREVIEW_LENGTH
    ? `${description.slice(0, PREVIEW_LENGTH).trimEnd()}…`
    : description;
}

export interface ProductsTabProps {
  onAdd: () => void;
  onEdit: (category: CategoryId, id: string) => void;
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
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${CATEGORY_BADGES[product.category]}`}
    >
      {category ? categoryText.label(category) : product.categoryLabel}
    </span>
  );
}

/** SPEC §2 Products tab: every category in one paged, searchable table. */
export function ProductsTab({ onAdd, onEdit }: ProductsTabProps) {
  const { t } = useTranslation('adminCatalog');
  const format = useFormat();
  const categoryText = useCategoryText();
  const columns: Column[] = [
    { label: t('productsTab.columns.image'), hidden: true },
    { label: t('productsTab.columns.product'), tight: true },
    { label: t('productsTab.columns.category') },
    { label: t('productsTab.columns.price'), align: 'right' },
    { label: t('productsTab.columns.stock'), align: 'right' },
    { label: t('productsTab.columns.actions'), hidden: true, align: 'right' },
  ];
  const searchId = useId();
  const categoryId = useId();
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState<AdminProductQuery>({
    page: 1,
    limit: ADMIN_PRODUCTS_PAGE_SIZE,
    category: 'all',
  });
  const search = useDebouncedCallback(
    (q: string) => setQuery((current) => ({ ...current, q, page: 1 })),
    300,
  );
  const products = useAdminProducts(query);
  const offline = useWaitingForNetwork(products);
  const remove = useDeleteProduct();
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);

  const total = products.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / query.limit));
  // The last row of the last page was deleted: show the page before it.
  if (products.data && !products.isPlaceholderData && query.page > pages) setQuery({ ...query, page: pages });
  const filtered = Boolean(query.q) || query.category !== 'all';

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { category: deleting.category, id: deleting._id },
      {
        onSuccess: () => toast.success(t('productsTab.deleted')),
        onError: () => toast.error(t('productsTab.deleteFailed')),
        onSettled: () => setDeleting(null),
      },
    );
  };

  return (
    <section
      aria-labelledby="products-heading"
      className="rounded-card bg-surface shadow-card ring-1 ring-line"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-4 py-3 sm:px-5">
        <h2 id="products-heading" className="flex items-center gap-2 text-base font-semibold">
          {t('productsTab.heading')} <span className="font-normal text-muted">({format.number(total)})</span>
          {products.isFetching && !products.isPending ? (
            <Spinner label={t('productsTab.updating')} className="[&_svg]:size-4" />
          ) : null}
        </h2>
        <Button size="sm" onClick={onAdd}>
          <PackagePlus aria-hidden="true" className="size-4" />
          {t('productsTab.add')}
        </Button>
      </div>

      <div className="grid gap-3 border-b border-line px-4 py-4 sm:grid-cols-[1fr_14rem] sm:px-5">
        <search>
          <Label htmlFor={searchId}>{t('productsTab.search')}</Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
            />
            <input
              id={searchId}
              type="search"
              value={draft}
              maxLength={100}
              placeholder={t('productsTab.searchPlaceholder')}
              onChange={(event) => {
                setDraft(event.target.value);
                search.run(event.target.value.trim());
              }}
              className={`${controlClasses} h-11 pl-9`}
            />
          </div>
        </search>
        <div>
          <Label htmlFor={categoryId}>{t('productsTab.category')}</Label>
          <Select
            id={categoryId}
            value={query.category}
            onChange={(event) =>
              setQuery((current) => ({
                ...current,
                category: event.target.value as AdminProductQuery['category'],
                page: 1,
              }))
            }
          >
            <option value="all">{t('productsTab.allCategories')}</option>
            {CATEGORIES.map((category) => (
              <option key={category.id} value={category.id}>
                {categoryText.label(category)}
              </option>
            ))}
          </Select>
        </div>
      </div>

      {offline ? (
        <div className="p-4 sm:p-5">
          <OfflineNotice compact onRetry={() => products.refetch()} />
        </div>
      ) : products.isPending ? (
        <div className="p-4 sm:p-5">
          <PanelSkeleton rows={6} rowClassName="h-16" />
        </div>
      ) : products.isError ? (
        <div className="p-4 sm:p-5">
          <PanelError message={errorMessage(products.error)} onRetry={() => void products.refetch()} />
        </div>
      ) : products.data.products.length === 0 ? (
        <div className="p-4 sm:p-5">
          <PanelEmpty icon={PackageSearch} title={t('productsTab.emptyTitle')}>
            {filtered ? t('productsTab.emptyFiltered') : t('productsTab.emptyAll')}
          </PanelEmpty>
        </div>
      ) : (
        <>
          <ul className="divide-y divide-line md:hidden">
            {products.data.products.map((product) => (
              <li key={product._id} className="flex gap-3 px-4 py-4">
                <ProductThumbnail url={product.imageUrl} category={product.category} className="size-16" />
                <div className="min-w-0 flex-1">
                  <p className="font-medium leading-snug">{product.name}</p>
                  <p className="text-xs text-muted">{preview(product.description)}</p>
                  <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                    <CategoryBadge product={product} />
                    <span className="font-semibold tabular-nums">{format.taka(product.price)}</span>
                    <span className="text-muted tabular-nums">
                      {t('productsTab.stock', { stock: product.stock })}
                    </span>
                  </p>
                  <div className="mt-1 -ml-3">
                    <RowActions
                      className="justify-start"
                      itemName={product.name}
                      onEdit={() => onEdit(product.category, product._id)}
                      onDelete={() => setDeleting(product)}
                    />
                  </div>
                </div>
              </li>
            ))}
          </ul>
          <div className="hidden overflow-x-auto md:block">
            <table className="w-full text-left text-sm">
              <TableHead columns={columns} />
              <tbody className="divide-y divide-line">
                {products.data.products.map((product) => (
                  <tr key={product._id}>
                    <td className="py-2 pr-2 pl-5">
                      <ProductThumbnail
                        url={product.imageUrl}
                        category={product.category}
                        className="size-12"
                      />
                    </td>
                    <td className="max-w-md px-2 py-2">
                      <p className="font-medium">{product.name}</p>
                      <p className="text-xs text-muted">{preview(product.description)}</p>
                    </td>
                    <td className="px-5 py-2">
                      <CategoryBadge product={product} />
                    </td>
                    <td className="px-5 py-2 text-right font-semibold whitespace-nowrap tabular-nums">
                      {format.taka(product.price)}
                    </td>
                    <td
                      className={`px-5 py-2 text-right tabular-nums ${product.stock === 0 ? 'font-semibold text-danger' : ''}`}
                    >
                      {format.number(product.stock)}
                    </td>
                    <td className="px-5 py-2">
                      <RowActions
                        itemName={product.name}
                        onEdit={() => onEdit(product.category, product._id)}
                        onDelete={() => setDeleting(product)}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav
            aria-label={t('productsTab.pages')}
            className="flex items-center justify-between gap-3 border-t border-line px-4 py-3 text-sm sm:px-5"
          >
            <Button
              variant="secondary"
              size="sm"
              disabled={query.page <= 1}
              onClick={() => setQuery((current) => ({ ...current, page: current.page - 1 }))}
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
              {t('productsTab.previous')}
            </Button>
            <span className="text-muted tabular-nums">
              {t('productsTab.pageOf', { page: query.page, pages })}
            </span>
            <Button
              variant="secondary"
              size="sm"
              disabled={query.page >= pages}
              onClick={() => setQuery((current) => ({ ...current, page: current.page + 1 }))}
            >
              {t('productsTab.next')}
              <ChevronRight aria-hidden="true" className="size-4" />
            </Button>
          </nav>
        </>
      )}

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
        onConfirm={confirmDelete}
      />
    </section>
  );
}
