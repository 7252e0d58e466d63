import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  type AdminProduct,
  type AdminProductQuery,
  CATEGORIES,
  type CategoryId,
  MESSAGES,
} from '@plantopia/shared';
import { ChevronLeft, ChevronRight, PackagePlus, PackageSearch, Search } from 'lucide-react';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { OfflineNotice } from '@/components/offline-notice';
import { ProductThumbnail } from '@/components/product-thumbnail';
import { Button } from '@/components/ui/button';
import { controlClasses, Label, Select } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatTaka } from '@/lib/format';
import { useWaitingForNetwork } from '@/lib/network';
import { useDebouncedCallback } from '@/lib/use-debounced-callback';
import { useDeleteProduct } from '../api/delete-product';
import { useAdminProducts } from '../api/get-admin-products';
import { ConfirmDialog } from './confirm-dialog';
import { PanelEmpty, PanelError, PanelSkeleton } from './panel-states';
import { RowActions } from './row-actions';
import { type Column, TableHead } from './table-head';

const COLUMNS: Column[] = [
  { label: 'Image', hidden: true },
  { label: 'Product', tight: true },
  { label: 'Category' },
  { label: 'Price', align: 'right' },
  { label: 'Stock', align: 'right' },
  { label: 'Actions', hidden: true, align: 'right' },
];

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
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${CATEGORY_BADGES[product.category]}`}
    >
      {product.categoryLabel}
    </span>
  );
}

/** SPEC §2 Products tab: every category in one paged, searchable table. */
export function ProductsTab({ onAdd, onEdit }: ProductsTabProps) {
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
        onSuccess: () => toast.success(MESSAGES.products.deleted),
        onError: () => toast.error('Failed to delete product'),
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
          Products <span className="font-normal text-muted">({total})</span>
          {products.isFetching && !products.isPending ? (
            <Spinner label="Updating…" className="[&_svg]:size-4" />
          ) : null}
        </h2>
        <Button size="sm" onClick={onAdd}>
          <PackagePlus aria-hidden="true" className="size-4" />
          Add Product
        </Button>
      </div>

      <div className="grid gap-3 border-b border-line px-4 py-4 sm:grid-cols-[1fr_14rem] sm:px-5">
        <search>
          <Label htmlFor={searchId}>Search products</Label>
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
              placeholder="Name or description"
              onChange={(event) => {
                setDraft(event.target.value);
                search.run(event.target.value.trim());
              }}
              className={`${controlClasses} h-11 pl-9`}
            />
          </div>
        </search>
        <div>
          <Label htmlFor={categoryId}>Category</Label>
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
            <option value="all">All categories</option>
            {CATEGORIES.map((category) => (
              <option key={category.id} value={category.id}>
                {category.label}
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
          <PanelEmpty icon={PackageSearch} title="No products found">
            {filtered
              ? 'Nothing matches this search. Try another word or category.'
              : 'Add the first product.'}
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
                    <span className="font-semibold tabular-nums">{formatTaka(product.price)}</span>
                    <span className="text-muted tabular-nums">Stock {product.stock}</span>
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
              <TableHead columns={COLUMNS} />
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
                      {formatTaka(product.price)}
                    </td>
                    <td
                      className={`px-5 py-2 text-right tabular-nums ${product.stock === 0 ? 'font-semibold text-danger' : ''}`}
                    >
                      {product.stock}
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
            aria-label="Product pages"
            className="flex items-center justify-between gap-3 border-t border-line px-4 py-3 text-sm sm:px-5"
          >
            <Button
              variant="secondary"
              size="sm"
              disabled={query.page <= 1}
              onClick={() => setQuery((current) => ({ ...current, page: current.page - 1 }))}
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
              Previous
            </Button>
            <span className="text-muted tabular-nums">
              Page {query.page} of {pages}
            </span>
            <Button
              variant="secondary"
              size="sm"
              disabled={query.page >= pages}
              onClick={() => setQuery((current) => ({ ...current, page: current.page + 1 }))}
            >
              Next
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
        title={deleting ? `Delete ${deleting.name}?` : 'Delete product'}
        question="Are you sure you want to delete this product?"
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
