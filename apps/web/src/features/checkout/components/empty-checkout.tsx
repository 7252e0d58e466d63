import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';

/** Checkout with nothing in the cart (SPEC §2): Continue Shopping goes to /plants. */
export function EmptyCheckout() {
  return (
    <div className="mx-auto max-w-md py-16 text-center">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-brand-50">
        <ShoppingBag aria-hidden="true" className="size-8 text-brand-600" />
      </span>
      <h1 className="mt-4 text-2xl font-bold text-ink">Your cart is empty</h1>
      <p className="mt-2 text-muted">Add something to your cart before checking out.</p>
      <Link to="/plants" className={buttonClasses({ size: 'lg', className: 'mt-6' })}>
        Continue Shopping
      </Link>
    </div>
  );
}
