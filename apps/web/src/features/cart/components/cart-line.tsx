import { type CartItem, lineKey, pickText, type QuoteLine } from '@plantopia/shared';
import { clsx } from 'clsx';
import { Trash2 } from 'lucide-react';
import { ChosenOptions } from '@/components/chosen-options';
import { Link } from '@/components/link';
import { ProductThumbnail } from '@/components/product-thumbnail';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormat } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { useCartActions } from '../cart-provider';
import { QuantityStepper } from './quantity-stepper';

/**
 * One cart line: photo, name, unit price, quantity buttons, line total and remove. The prices are the
 * server's quote (`quoted`); until it covers this quantity, a placeholder stands in.
 */
export function CartLine({
  item,
  quoted,
  compact = false,
}: {
  item: CartItem;
  quoted: QuoteLine | undefined;
  compact?: boolean;
}) {
  const { t } = useTranslation('cart');
  const format = useFormat();
  const { updateQuantity, removeItem } = useCartActions();
  const name = pickText(item.name, item.nameBn, format.locale);
  return (
    <li className={clsx('flex gap-3', compact ? 'py-3' : 'py-4 sm:gap-4')}>
      <ProductThumbnail
        url={item.imageUrl}
        category={item.category}
        className={compact ? 'size-14' : 'size-20 sm:size-24'}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <Link
              to={item.variantId ? `/product/${item._id}?variant=${item.variantId}` : `/product/${item._id}`}
              className={clsx(
                'line-clamp-2 font-semibold text-ink hover:text-brand-700',
                compact ? 'text-sm' : 'text-sm sm:text-base',
              )}
            >
              {name}
            </Link>
            <ChosenOptions options={item.options} />
            <p className="text-xs text-muted tabular-nums">
              {t('line.each', { price: format.taka(quoted?.price ?? item.price) })}
            </p>
          </div>
          <button
            type="button"
            onClick={() => removeItem(lineKey(item))}
            aria-label={t('line.removeLabel', { name })}
            title={t('line.remove')}
            className="-mt-1 -mr-1 inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-danger-soft hover:text-danger"
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        </div>
        <div className="flex items-center justify-between gap-2">
          <QuantityStepper
            name={name}
            quantity={item.quantity}
            max={item.stock}
            size={compact ? 'sm' : 'md'}
            onChange={(quantity) => updateQuantity(lineKey(item), quantity)}
          />
          {quoted ? (
            <p className="text-sm font-bold text-brand-800 tabular-nums">{format.taka(quoted.lineTotal)}</p>
          ) : (
            <Skeleton className="h-5 w-16" />
          )}
        </div>
        {item.quantity >= item.stock ? (
          <p className="text-xs font-medium text-terracotta-700">
            {t('line.onlyInStock', { count: item.stock })}
          </p>
        ) : null}
      </div>
    </li>
  );
}
