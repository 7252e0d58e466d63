import { lineKey } from '@plantopia/shared';
import { ArrowLeft, ShoppingCart } from 'lucide-react';
import { CouponField } from '@/components/coupon-field';
import { Link } from '@/components/link';
import { OfflineNotice } from '@/components/offline-notice';
import { OrderTotals } from '@/components/order-totals';
import { Button, buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/lib/i18n/react';
import { useOnline } from '@/lib/network';
import { findQuotedLine, useCartQuote } from '../api/get-quote';
import { useCart } from '../cart-provider';
import { setCouponCode } from '../lib/coupon-code';
import { CartLine } from './cart-line';

/** The cart page's content: the lines and the order summary, or the empty, loading and failure screens. */
export function CartView() {
  const { t } = useTranslation('cart');
  const { items, count, status, retry } = useCart();
  const { quote, couponCode, isStale, offline, retry: retryQuote } = useCartQuote();
  const online = useOnline();

  // The saved cart could not be fetched because the network is down: it is fetched again on reconnect.
  if (status === 'error' && !online) {
    return (
      <div className="mx-auto max-w-md py-12">
        <OfflineNotice onRetry={retry} />
      </div>
    );
  }

  if (status === 'error') {
    return (
      <div role="alert" className="mx-auto max-w-md py-16 text-center">
        <h1 className="text-2xl font-bold text-ink">{t('view.errorTitle')}</h1>
        <p className="mt-2 text-muted">{t('view.errorText')}</p>
        <div className="mt-6 flex justify-center gap-3">
          <Button variant="secondary" onClick={retry}>
            {t('view.tryAgain')}
          </Button>
          <Link to="/" className={buttonClasses()}>
            {t('view.returnHome')}
          </Link>
        </div>
      </div>
    );
  }

  if (status === 'loading' && items.length === 0) {
    return (
      <div aria-busy="true" className="grid gap-4 py-6 grid-cols-1 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <span className="sr-only">{t('view.loading')}</span>
        <Skeleton className="h-64 rounded-card" />
        <Skeleton className="h-56 rounded-card" />
      </div>
    );
  }

  if (items.length === 0) {
    return (
      <div className="mx-auto max-w-md py-16 text-center">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-brand-50">
          <ShoppingCart aria-hidden="true" className="size-8 text-brand-600" />
        </span>
        <h1 className="mt-4 text-2xl font-bold text-ink">{t('empty.title')}</h1>
        <p className="mt-2 text-muted">{t('view.emptyText')}</p>
        <Link to="/plants" className={buttonClasses({ size: 'lg', className: 'mt-6' })}>
          {t('empty.startShopping')}
        </Link>
      </div>
    );
  }

  return (
    <div className="py-6 sm:py-8">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('view.heading')}</h1>
      <p className="mt-1 text-sm text-muted">{t('items', { count })}</p>
      <div className="mt-6 grid items-start gap-6 grid-cols-1 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section
          aria-label={t('view.itemsLabel')}
          className="rounded-card bg-surface px-4 shadow-card ring-1 ring-line sm:px-6"
        >
          <ul className="divide-y divide-line">
            {items.map((item) => (
              <CartLine key={lineKey(item)} item={item} quoted={findQuotedLine(quote, item)} />
            ))}
          </ul>
        </section>
        <aside
          aria-labelledby="cart-summary"
          className="rounded-card bg-surface p-5 shadow-card ring-1 ring-line lg:sticky lg:top-24"
        >
          <h2 id="cart-summary" className="mb-4 text-lg font-semibold text-ink">
            {t('view.summary')}
          </h2>
          <OrderTotals
            summary={quote}
            updating={isStale}
            couponCode={quote?.coupon?.code}
            shippingNote={
              quote?.coupon?.kind === 'free_delivery'
                ? t('view.freeWithCode', { code: quote.coupon.code })
                : undefined
            }
          />
          <CouponField
            className="mt-4 border-t border-line pt-4"
            code={couponCode}
            quote={quote}
            updating={isStale}
            onApply={setCouponCode}
            onRemove={() => setCouponCode(null)}
          />
          {offline ? (
            <p role="status" className="mt-3 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">
              {t('view.offline')}{' '}
              <button
                type="button"
                onClick={retryQuote}
                className="font-semibold underline underline-offset-2 hover:text-brand-950"
              >
                {t('view.tryAgain')}
              </button>
            </p>
          ) : null}
          <Link to="/checkout" className={buttonClasses({ size: 'lg', className: 'mt-5 w-full' })}>
            {t('view.proceed')}
          </Link>
          <Link
            to="/plants"
            className="mt-3 inline-flex w-full items-center justify-center gap-1.5 text-sm font-medium text-brand-700 hover:text-brand-900"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('view.continue')}
          </Link>
        </aside>
      </div>
    </div>
  );
}
