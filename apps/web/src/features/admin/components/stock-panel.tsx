import {
  ADJUSTMENT_REASONS,
  type AdjustmentReason,
  asciiDigits,
  chosenOptions,
  optionsText,
  type Product,
  STOCK_HISTORY_PAGE_SIZE,
  type StockMovement,
  type StockMovementReason,
} from '@plantopia/shared';
import { clsx } from 'clsx';
import { History } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from '@/components/link';
import { Button } from '@/components/ui/button';
import { DigitsInput } from '@/components/ui/digits-input';
import { Input, Label, Select } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { useFormat, useLocale, useSay } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { useAdjustStock, useStockHistory } from '../api/stock';
import { PanelError, PanelSkeleton } from './panel-states';

/** The words of each movement's reason (literal keys for the catalog check). */
const REASON_KEYS: Record<StockMovementReason, string> = {
  received: 'stock.reason.received',
  damaged: 'stock.reason.damaged',
  counted: 'stock.reason.counted',
  returned: 'stock.reason.returned',
  sold: 'stock.reason.sold',
  order_cancelled: 'stock.reason.order_cancelled',
  order_returned: 'stock.reason.order_returned',
  edited: 'stock.reason.edited',
  imported: 'stock.reason.imported',
};

/** What the quantity means for each adjustment: pieces that came or went, or the count on the shelf. */
const QUANTITY_KEYS: Record<AdjustmentReason, string> = {
  received: 'stock.quantity.received',
  damaged: 'stock.quantity.damaged',
  counted: 'stock.quantity.counted',
  returned: 'stock.quantity.returned',
};

/** A variant of the product, as the panel names it ("Pot size: Medium"). */
interface NamedVariant {
  _id: string;
  label: string;
  stock: number;
}

/** The product's variants named in the reader's language; none for a product without options. */
function useNamedVariants(product: Pick<Product, 'options' | 'variants'>): NamedVariant[] {
  const locale = useLocale();
  if (product.variants.length < 2) return [];
  return product.variants.map((variant) => ({
    _id: variant._id,
    label: optionsText(chosenOptions(product.options, variant.options), locale),
    stock: variant.stock,
  }));
}

/**
 * The stock part of a product's back-office page (issue 24 item 2): its stock now, a form for changes
 * outside orders (received, damaged, counted, returned) and its history, orders included. A product
 * with variants has its stock per variant (docs/decisions/038): the form asks which one, and each
 * history line names it.
 */
export function StockPanel({
  product,
}: {
  product: Pick<Product, '_id' | 'stock' | 'options' | 'variants'>;
}) {
  const { t } = useTranslation('adminCatalog');
  const format = useFormat();
  const variants = useNamedVariants(product);
  return (
    <section
      aria-labelledby="stock-heading"
      className="rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="stock-heading" className="text-lg font-semibold text-ink">
          {t('stock.heading')}
        </h2>
        <p className="text-sm text-muted">
          {t('stock.now')}{' '}
          <span className="text-2xl font-bold text-ink tabular-nums">{format.number(product.stock)}</span>
        </p>
      </div>
      <AdjustmentForm productId={product._id} variants={variants} />
      <StockHistory productId={product._id} variants={variants} />
    </section>
  );
}

function AdjustmentForm({ productId, variants }: { productId: string; variants: NamedVariant[] }) {
  const { t } = useTranslation('adminCatalog');
  const say = useSay();
  const format = useFormat();
  const id = useId();
  const [reason, setReason] = useState<AdjustmentReason>('received');
  const [variantId, setVariantId] = useState(variants[0]?._id ?? '');
  const [quantity, setQuantity] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const adjust = useAdjustStock(productId);
  const quantityLabel = t(QUANTITY_KEYS[reason]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = Number(quantity);
    if (quantity.trim() === '' || !Number.isInteger(amount) || amount < (reason === 'counted' ? 0 : 1)) {
      setError(t('stock.quantityInvalid'));
      return;
    }
    setError(null);
    adjust.mutate(
      { reason, quantity: amount, note: note.trim(), ...(variantId ? { variantId } : {}) },
      {
        onSuccess: (result) => {
          setQuantity('');
          setNote('');
          toast.success(say({ code: 'stock.adjusted', params: { stock: result.stock } }));
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="mt-4 border-t border-line pt-4"
    >
      <h3 id={`${id}-title`} className="text-sm font-semibold text-ink">
        {t('stock.adjustTitle')}
      </h3>
      {variants.length > 0 ? (
        <div className="mt-3 sm:max-w-md">
          <Label htmlFor={`${id}-variant`}>{t('stock.variantLabel')}</Label>
          <Select
            id={`${id}-variant`}
            value={variantId}
            onChange={(event) => setVariantId(event.target.value)}
          >
            {variants.map((variant) => (
              <option key={variant._id} value={variant._id}>
                {t('stock.variantOption', { variant: variant.label, stock: format.number(variant.stock) })}
              </option>
            ))}
          </Select>
        </div>
      ) : null}
      <div className="mt-3 grid gap-3 sm:grid-cols-[12rem_10rem_1fr] sm:items-start">
        <div>
          <Label htmlFor={`${id}-reason`}>{t('stock.reasonLabel')}</Label>
          <Select
            id={`${id}-reason`}
            value={reason}
            onChange={(event) => setReason(event.target.value as AdjustmentReason)}
          >
            {ADJUSTMENT_REASONS.map((one) => (
              <option key={one} value={one}>
                {t(REASON_KEYS[one])}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor={`${id}-quantity`}>{quantityLabel}</Label>
          <DigitsInput
            id={`${id}-quantity`}
            value={quantity}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setQuantity(asciiDigits(event.target.value))}
          />
        </div>
        <div>
          <Label htmlFor={`${id}-note`}>{t('stock.note')}</Label>
          <Input
            id={`${id}-note`}
            value={note}
            maxLength={200}
            placeholder={t('stock.notePlaceholder')}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-danger">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="sm" className="mt-3" disabled={adjust.isPending}>
        {adjust.isPending ? t('stock.recording') : t('stock.record')}
      </Button>
    </form>
  );
}

function StockHistory({ productId, variants }: { productId: string; variants: NamedVariant[] }) {
  const { t } = useTranslation('adminCatalog');
  const [pages, setPages] = useState(1);
  const history = useStockHistory(productId, { page: 1, limit: pages * STOCK_HISTORY_PAGE_SIZE });

  let body: React.ReactNode;
  if (history.isPending) body = <PanelSkeleton rows={3} rowClassName="h-12" />;
  else if (history.isError) {
    body = <PanelError message={errorMessage(history.error)} onRetry={() => void history.refetch()} />;
  } else if (history.data.movements.length === 0) {
    body = <p className="mt-2 text-sm text-muted">{t('stock.noHistory')}</p>;
  } else {
    const { movements, total } = history.data;
    body = (
      <>
        <ol aria-label={t('stock.historyTitle')} className="mt-2 divide-y divide-line">
          {movements.map((movement) => (
            <MovementLine
              key={movement._id}
              movement={movement}
              variant={variants.find((variant) => variant._id === movement.variantId)?.label}
            />
          ))}
        </ol>
        {movements.length < total ? (
          <Button
            variant="secondary"
            size="sm"
            className="mt-3"
            disabled={history.isFetching}
            onClick={() => setPages((shown) => shown + 1)}
          >
            {t('stock.older')}
          </Button>
        ) : null}
      </>
    );
  }
  return (
    <div className="mt-6 border-t border-line pt-4">
      <h3 className="flex items-center gap-2 text-sm font-semibold text-ink">
        <History aria-hidden="true" className="size-4 text-muted" />
        {t('stock.historyTitle')}
      </h3>
      {body}
    </div>
  );
}

/** One movement; `variant` names its variant when the product has several (a deleted one goes unnamed). */
function MovementLine({ movement, variant }: { movement: StockMovement; variant?: string | undefined }) {
  const { t } = useTranslation('adminCatalog');
  const format = useFormat();
  const change = `${movement.change > 0 ? '+' : '−'}${format.number(Math.abs(movement.change))}`;
  return (
    <li className="flex items-start justify-between gap-3 py-2.5">
      <div className="min-w-0">
        <p className="text-sm font-medium text-ink">
          {t(REASON_KEYS[movement.reason])}
          {variant ? ` · ${variant}` : ''}
          {movement.orderId && movement.orderNumber ? (
            <>
              {' · '}
              <Link
                to={`/admin/orders/${encodeURIComponent(movement.orderId)}`}
                className="text-brand-800 underline-offset-2 hover:underline"
              >
                {t('stock.order', { number: movement.orderNumber })}
              </Link>
            </>
          ) : null}
        </p>
        <p className="text-xs text-muted">
          {format.date(movement.createdAt)}
          {movement.actorName ? ` · ${t('stock.by', { name: movement.actorName })}` : ''}
          {movement.note ? ` · ${movement.note}` : ''}
        </p>
      </div>
      <div className="shrink-0 text-right">
        <p
          className={clsx(
            'text-sm font-semibold tabular-nums',
            movement.change > 0 ? 'text-leaf-700' : 'text-terracotta-700',
          )}
        >
          <span className="sr-only">{t('stock.change')} </span>
          {change}
        </p>
        <p className="text-xs text-muted tabular-nums">
          {t('stock.after', { stock: format.number(movement.stockAfter) })}
        </p>
      </div>
    </li>
  );
}
