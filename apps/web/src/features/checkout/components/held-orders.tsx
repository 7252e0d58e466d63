import { isAwaitingPayment, type Order } from '@plantopia/shared';
import { Clock } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/react';
import { HeldOrderText, PaymentChoices } from './payment-choices';

/**
 * The shopper's orders that still hold their stock for a bKash or SSLCommerz payment, above the cart and
 * the checkout: the cart was emptied when the order was placed, so a shopper who comes back (Back from
 * the provider's page, a closed tab) sees the order waiting for them with a way to pay or to switch to
 * cash on delivery, never only "your cart is empty". Nothing when none waits.
 */
export function HeldOrders({ orders }: { orders: readonly Order[] | undefined }) {
  const { t } = useTranslation('checkout');
  const held = (orders ?? []).filter(isAwaitingPayment);
  if (held.length === 0) return null;
  return (
    <div className="mx-auto mt-6 grid max-w-xl gap-4">
      {held.map((order) => (
        <section
          key={order._id}
          aria-labelledby={`held-${order._id}`}
          className="min-w-0 rounded-card bg-amber-50 p-5 ring-1 ring-amber-200"
        >
          <h2 id={`held-${order._id}`} className="flex items-center gap-2 text-lg font-bold text-ink">
            <Clock aria-hidden="true" className="size-5 shrink-0 text-amber-700" />
            {t('held.title')}
          </h2>
          <p className="mt-2 text-ink">
            <HeldOrderText order={order} /> {t('result.awaiting.notReceived')}
          </p>
          <p className="mt-4 mb-3 text-sm font-semibold text-ink">
            {t(order.gift ? 'held.chooseGift' : 'held.choose')}
          </p>
          <PaymentChoices order={order} />
        </section>
      ))}
    </div>
  );
}
