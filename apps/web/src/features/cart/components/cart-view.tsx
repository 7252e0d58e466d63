import { ArrowLeft, ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { OfflineNotice } from '@/components/offline-notice';
import { OrderTotals } from '@/components/order-totals';
import { Button, buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useOnline } from '@/lib/network';
import { findQuotedLine, useCartQuote } from '../api/get-quote';
import { useCart } from '../cart-provider';
import { CartLine } from './cart-line';

/** The cart page's content: the lines and the order summary, or the empty, loading and failure screens. */
export function CartView() {
  const { items, count, status, retry } = useCart();
  const { quote, isStale, offline, retry: retryQuote } = useCartQuote();
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
        <h1 className="text-2xl font-bold text-ink">Something went wrong</h1>
        <p className="mt-2 text-muted">
          We could not load your cart. Please check your connection and try again.
        </p>
        <div className="mt-6 flex justify-center gap-3">
          <Button variant="secondary" onClick={retry}>
            Try again
          </Button>
          <Link to="/" className={buttonClasses()}>
            Return Home
          </Link>
        </div>
      </div>
    );
  }

  if (status === 'loading' && items.length === 0) {
    return (
      <div aria-busy="true" className="grid gap-4 py-6 grid-cols-1 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <span className="sr-only">Loading your cart…</span>
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
        <h1 className="mt-4 text-2xl font-bold text-ink">Your cart is empty</h1>
        <p className="mt-2 text-muted">
          Browse our plants, tools, soils and fertilizers and add what you like.
        </p>
        <Link to="/plants" className={buttonClasses({ size: 'lg', className: 'mt-6' })}>
          Start Shopping
        </Link>
      </div>
    );
  }

  return (
    <div className="py-6 sm:py-8">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">Shopping Cart</h1>
      <p className="mt-1 text-sm text-muted">
        {count} {count === 1 ? 'item' : 'items'}
      </p>
      <div className="mt-6 grid items-start gap-6 grid-cols-1 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section
          aria-label="Items"
          className="rounded-card bg-surface px-4 shadow-card ring-1 ring-line sm:px-6"
        >
          <ul className="divide-y divide-line">
            {items.map((item) => (
              <CartLine key={item._id} item={item} quoted={findQuotedLine(quote, item)} />
            ))}
          </ul>
        </section>
        <aside
          aria-labelledby="cart-summary"
          className="rounded-card bg-surface p-5 shadow-card ring-1 ring-line lg:sticky lg:top-24"
        >
          <h2 id="cart-summary" className="mb-4 text-lg font-semibold text-ink">
            Order Summary
          </h2>
          <OrderTotals summary={quote} updating={isStale} />
          {offline ? (
            <p role="status" className="mt-3 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">
              You are offline. The totals will appear as soon as you are back online.{' '}
              <button
                type="button"
                onClick={retryQuote}
                className="font-semibold underline underline-offset-2 hover:text-brand-950"
              >
                Try again
              </button>
            </p>
          ) : null}
          <Link to="/checkout" className={buttonClasses({ size: 'lg', className: 'mt-5 w-full' })}>
            Proceed to Checkout
          </Link>
          <Link
            to="/plants"
            className="mt-3 inline-flex w-full items-center justify-center gap-1.5 text-sm font-medium text-brand-700 hover:text-brand-900"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Continue Shopping
          </Link>
        </aside>
      </div>
    </div>
  );
}
