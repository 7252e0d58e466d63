import { zodResolver } from '@hookform/resolvers/zod';
import { type CartItem, type Order, type OrderShipping, SHIPPING_FEE_TAKA } from '@plantopia/shared';
import { useQuery } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { OrderTotals } from '@/components/order-totals';
import { ProductThumbnail } from '@/components/product-thumbnail';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { errorMessage, isApiError } from '@/lib/api-client';
import { formatTaka } from '@/lib/format';
import { accountKeys, getUserProfile, type SessionUser } from '@/lib/session';
import { createPaymentIntent, type PaymentIntent } from '../api/create-payment-intent';
import { usePaymentConfig } from '../api/get-payment-config';
import { usePlaceOrder } from '../api/place-order';
import {
  CheckoutFormSchema,
  type CheckoutFormValues,
  checkoutDefaults,
  fieldMessage,
  SHIPPING_FIELDS,
} from '../lib/checkout-form';
import { CardPaymentDialog } from './card-payment-dialog';
import { EmptyCheckout } from './empty-checkout';
import { PaymentMethodPicker } from './payment-method-picker';

export interface CheckoutViewProps {
  user: SessionUser;
  items: CartItem[];
  subtotal: number;
  /** Saves the cart on the server and answers it as priced there: the card payment is for exactly that. */
  saveCart: () => Promise<CartItem[]>;
  onPlaced: (order: Order) => void;
}

/** Checkout: the shipping form pre-filled from the profile, the payment method and the order summary. */
export function CheckoutView(props: CheckoutViewProps) {
  const profile = useQuery({
    queryKey: accountKeys.user(props.user.uid),
    queryFn: ({ signal }) => getUserProfile(props.user.uid, signal),
  });
  if (props.items.length === 0) return <EmptyCheckout />;
  if (profile.isPending) return <CheckoutSkeleton />;
  return (
    <CheckoutForm
      {...props}
      defaults={checkoutDefaults(
        {
          displayName: profile.data?.displayName || props.user.displayName,
          email: profile.data?.email || props.user.email,
        },
        profile.data?.shippingAddress,
      )}
    />
  );
}

function CheckoutForm({
  items,
  subtotal,
  saveCart,
  onPlaced,
  defaults,
}: CheckoutViewProps & { defaults: CheckoutFormValues }) {
  const placeOrder = usePlaceOrder();
  const paymentConfig = usePaymentConfig();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CheckoutFormValues>({ resolver: zodResolver(CheckoutFormSchema), defaultValues: defaults });
  // One key per submission: a retry after a lost answer gets the first order back, never a second one.
  const idempotencyKey = useRef<string | null>(null);
  // A card payment that went through but whose order did not (e.g. the network): the retry reuses it.
  const paidIntentId = useRef<string | null>(null);
  const [intent, setIntent] = useState<PaymentIntent | null>(null);
  const [cardOrder, setCardOrder] = useState<{ shipping: OrderShipping; lines: CartItem[] } | null>(null);
  const [placing, setPlacing] = useState(false);

  async function submitOrder(shipping: OrderShipping, lines: CartItem[], paymentIntentId?: string) {
    idempotencyKey.current ??= crypto.randomUUID();
    setPlacing(true);
    try {
      const order = await placeOrder.mutateAsync({
        idempotencyKey: idempotencyKey.current,
        order: {
          items: lines.map((line) => ({ _id: line._id, quantity: line.quantity })),
          shipping,
          paymentMethod: paymentIntentId ? 'card' : 'cod',
          ...(paymentIntentId ? { paymentIntentId } : {}),
        },
      });
      idempotencyKey.current = null;
      paidIntentId.current = null;
      toast.success('Order placed successfully!');
      onPlaced(order);
    } catch (failure) {
      // The server answered: this submission is over, the next one is new. No answer: keep the key.
      if (isApiError(failure) && failure.status >= 400 && failure.status < 500) {
        idempotencyKey.current = null;
        if (paymentIntentId) paidIntentId.current = null;
      }
      toast.error(errorMessage(failure, 'Failed to place order. Please try again.'));
      setPlacing(false);
    }
  }

  const onSubmit = handleSubmit(async ({ paymentMethod, ...shipping }) => {
    if (items.length === 0) {
      toast.error('Your cart is empty!');
      return;
    }
    if (paymentMethod === 'cod') {
      await submitOrder(shipping, items);
      return;
    }
    try {
      const lines = await saveCart();
      if (lines.length === 0) {
        toast.error('Your cart is empty!');
        return;
      }
      if (paidIntentId.current) {
        await submitOrder(shipping, lines, paidIntentId.current);
        return;
      }
      if (!paymentConfig.data) throw new Error('The payment settings could not be loaded');
      setCardOrder({ shipping, lines });
      setIntent(await createPaymentIntent());
    } catch {
      toast.error('Could not initialize payment.');
    }
  });

  async function onPaid() {
    if (!intent || !cardOrder) return;
    paidIntentId.current = intent.paymentIntentId;
    setIntent(null);
    await submitOrder(cardOrder.shipping, cardOrder.lines, intent.paymentIntentId);
  }

  const busy = isSubmitting || placing;

  return (
    <>
      <form
        noValidate
        onSubmit={onSubmit}
        className="grid grid-cols-1 items-start gap-6 py-6 sm:py-8 lg:grid-cols-[minmax(0,1fr)_24rem]"
      >
        <h1 className="text-2xl font-bold text-ink sm:text-3xl lg:col-span-2">Checkout</h1>

        <div className="grid gap-6">
          <section
            aria-labelledby="shipping-heading"
            className="rounded-card bg-surface p-5 shadow-card ring-1 ring-line sm:p-6"
          >
            <h2 id="shipping-heading" className="text-lg font-semibold text-ink">
              Shipping Information
            </h2>
            <p className="mt-1 text-sm text-muted">Every field is required.</p>
            <div className="mt-5 grid gap-4 sm:grid-cols-2">
              {SHIPPING_FIELDS.map((field) => (
                <TextField
                  key={field.name}
                  label={field.label}
                  type={field.type ?? 'text'}
                  autoComplete={field.autoComplete}
                  required
                  error={fieldMessage(field.label, errors[field.name]?.message)}
                  className={field.name === 'address' ? 'sm:col-span-2' : undefined}
                  {...register(field.name)}
                />
              ))}
            </div>
          </section>

          <section
            aria-labelledby="payment-heading"
            className="rounded-card bg-surface p-5 shadow-card ring-1 ring-line sm:p-6"
          >
            <h2 id="payment-heading" className="mb-4 text-lg font-semibold text-ink">
              Payment Method
            </h2>
            <PaymentMethodPicker field={register('paymentMethod')} />
          </section>
        </div>

        <aside
          aria-labelledby="summary-heading"
          className="rounded-card bg-surface p-5 shadow-card ring-1 ring-line sm:p-6 lg:sticky lg:top-24"
        >
          <h2 id="summary-heading" className="text-lg font-semibold text-ink">
            Order Summary
          </h2>
          <ul className="mt-4 grid max-h-72 grid-cols-1 gap-3 overflow-y-auto">
            {items.map((item) => (
              <li key={item._id} className="flex items-center gap-3">
                <ProductThumbnail url={item.imageUrl} category={item.category} className="size-12" />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-ink">{item.name}</p>
                  <p className="text-xs text-muted">Qty {item.quantity}</p>
                </div>
                <p className="text-sm font-semibold text-ink tabular-nums">
                  {formatTaka(item.price * item.quantity)}
                </p>
              </li>
            ))}
          </ul>
          <OrderTotals
            className="mt-5 border-t border-line pt-4"
            subtotal={subtotal}
            shipping={SHIPPING_FEE_TAKA}
            total={subtotal + SHIPPING_FEE_TAKA}
          />
          <Button type="submit" size="lg" disabled={busy} className="mt-5 w-full">
            {busy ? <Spinner label="Placing your order…" className="text-white [&_svg]:size-5" /> : null}
            Place Order
          </Button>
          <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-muted">
            <Lock aria-hidden="true" className="size-3.5" />
            Prices and stock are confirmed when you place the order.
          </p>
        </aside>
      </form>
      {/* Outside the form: React events bubble through portals, and its submit must not submit checkout. */}
      {paymentConfig.data ? (
        <CardPaymentDialog
          intent={intent}
          config={paymentConfig.data}
          billing={cardOrder?.shipping ?? defaults}
          onCancel={() => setIntent(null)}
          onPaid={onPaid}
        />
      ) : null}
    </>
  );
}

function CheckoutSkeleton() {
  return (
    <div aria-busy="true" className="grid grid-cols-1 gap-6 py-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <span className="sr-only">Loading checkout…</span>
      <Skeleton className="h-[28rem] rounded-card" />
      <Skeleton className="h-80 rounded-card" />
    </div>
  );
}
