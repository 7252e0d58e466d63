import { lineKey } from '@plantopia/shared';
import { clsx } from 'clsx';
import { ShoppingCart } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '@/components/link';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormat } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { useLocation } from '@/lib/router';
import { findQuotedLine, useCartQuote } from '../api/get-quote';
import { useCart } from '../cart-provider';
import { CartLine } from './cart-line';

/**
 * The navigation bar's cart: a button with the count badge that discloses the lines, their quantity
 * buttons, the subtotal and the ways on (View Cart, Checkout). Hand-made rather than a popover library,
 * because it is on every first page load: Escape closes it and returns focus to the button; a click
 * outside or any navigation closes it.
 */
export function CartDropdown({ triggerClassName }: { triggerClassName: string }) {
  const { t } = useTranslation('cart');
  const format = useFormat();
  const { items, count } = useCart();
  const panelId = useId();
  const location = useLocation();
  // Open "at" a location, so any navigation (a link inside, back, a search) closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const { quote, isStale } = useCartQuote({ enabled: open });
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const root = rootRef.current;
    if (!open || !root) return;
    const close = () => setOpenAt(null);
    const onPointerDown = (event: PointerEvent) => {
      if (!root.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="sm:relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={count === 0 ? t('dropdown.buttonEmpty') : t('dropdown.buttonCount', { count })}
        onClick={() => setOpenAt(open ? null : location.key)}
        className={triggerClassName}
      >
        <ShoppingCart aria-hidden="true" className="size-5" />
        {count > 0 ? (
          <span
            aria-hidden="true"
            data-testid="cart-count"
            className="absolute top-1 right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-terracotta-600 px-1 text-[11px] leading-none font-bold text-white tabular-nums ring-2 ring-surface"
          >
            {count > 99 ? `${format.number(99)}+` : format.number(count)}
          </span>
        ) : null}
      </button>
      <section
        id={panelId}
        hidden={!open}
        aria-label={t('dropdown.label')}
        className="fixed inset-x-2 top-[4.25rem] z-50 flex max-h-[calc(100dvh-5rem)] flex-col rounded-2xl bg-surface shadow-lift ring-1 ring-line data-[open]:animate-fade-in motion-reduce:animate-none sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:max-h-[min(36rem,calc(100dvh-6rem))] sm:w-96"
        data-open={open || undefined}
      >
        {/* Its contents exist only while open: closed, they would be elements to hydrate on every page. */}
        {open ? (
          <>
            <div className="flex items-baseline justify-between border-b border-line px-4 py-3">
              <h2 className="text-base font-semibold text-ink">{t('dropdown.heading')}</h2>
              <p className="text-sm text-muted">{t('items', { count })}</p>
            </div>
            {items.length === 0 ? (
              <div className="px-4 py-8 text-center">
                <ShoppingCart aria-hidden="true" className="mx-auto size-10 text-brand-300" />
                <p className="mt-3 font-medium text-ink">{t('empty.title')}</p>
                <p className="mt-1 text-sm text-muted">{t('dropdown.emptyText')}</p>
                <Link
                  to="/plants"
                  className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'mt-4' })}
                >
                  {t('empty.startShopping')}
                </Link>
              </div>
            ) : (
              <>
                <ul className="min-h-0 flex-1 divide-y divide-line overflow-y-auto px-4">
                  {items.map((item) => (
                    <CartLine key={lineKey(item)} item={item} quoted={findQuotedLine(quote, item)} compact />
                  ))}
                </ul>
                <div className="border-t border-line px-4 py-3">
                  <div className="flex justify-between text-sm">
                    <span className="text-muted">{t('dropdown.subtotal')}</span>
                    <span
                      className={clsx('font-bold text-ink tabular-nums', isStale && 'opacity-60')}
                      data-testid="cart-subtotal"
                    >
                      {quote ? format.taka(quote.subtotal) : <Skeleton className="h-5 w-16" />}
                    </span>
                  </div>
                  {quote ? (
                    <p className="mt-0.5 text-xs text-muted">
                      {quote.shipping === 0
                        ? t('dropdown.freeDelivery')
                        : t('dropdown.shippingAdded', { fee: format.taka(quote.shipping) })}
                      {quote.coupon && quote.discount > 0
                        ? ` ${t('dropdown.couponOff', { code: quote.coupon.code, amount: format.taka(quote.discount) })}`
                        : null}
                    </p>
                  ) : null}
                  <div className="mt-3 grid grid-cols-2 gap-2">
                    <Link to="/cart" className={buttonClasses({ variant: 'secondary' })}>
                      {t('dropdown.viewCart')}
                    </Link>
                    <Link to="/checkout" className={buttonClasses()}>
                      {t('dropdown.checkout')}
                    </Link>
                  </div>
                </div>
              </>
            )}
          </>
        ) : null}
      </section>
    </div>
  );
}
