import { type CartItem, MESSAGES, type Order, type OrderShipping } from '@plantopia/shared';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage, isApiError } from '@/lib/api-client';
import { createPaymentIntent, type PaymentIntent } from '../api/create-payment-intent';
import { usePaymentConfig } from '../api/get-payment-config';
import { usePlaceOrder } from '../api/place-order';
import type { CheckoutFormValues } from '../lib/checkout-form';

export interface CheckoutSubmissionOptions {
  items: CartItem[];
  /** Saves the cart on the server and answers it as priced there: the card payment is for exactly that. */
  saveCart: () => Promise<CartItem[]>;
  onPlaced: (order: Order) => void;
}

/**
 * Placing the order, safe to retry: one `Idempotency-Key` per submission, so a retry after a lost
 * answer gets the first order back, never a second one; and a card payment that went through while its
 * order did not (e.g. the network) is reused by the retry instead of charging again.
 */
export function useCheckoutSubmission({ items, saveCart, onPlaced }: CheckoutSubmissionOptions) {
  const placeOrder = usePlaceOrder();
  const paymentConfig = usePaymentConfig();
  const idempotencyKey = useRef<string | null>(null);
  const paidIntentId = useRef<string | null>(null);
  const [intent, setIntent] = useState<PaymentIntent | null>(null);
  const [cardOrder, setCardOrder] = useState<{
    shipping: OrderShipping;
    lines: CartItem[];
    saveAddress: boolean;
  } | null>(null);
  const [placing, setPlacing] = useState(false);

  async function submitOrder(
    shipping: OrderShipping,
    lines: CartItem[],
    saveAddress: boolean,
    paymentIntentId?: string,
  ) {
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
          ...(saveAddress ? { saveAddress: true } : {}),
        },
      });
      idempotencyKey.current = null;
      paidIntentId.current = null;
      toast.success(MESSAGES.orders.placed);
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

  /** Cash on delivery places the order at once; a card first saves the cart and opens the payment. */
  async function submit({ paymentMethod, saveAddress, ...shipping }: CheckoutFormValues) {
    if (items.length === 0) {
      toast.error(MESSAGES.cart.empty);
      return;
    }
    if (paymentMethod === 'cod') {
      await submitOrder(shipping, items, saveAddress);
      return;
    }
    try {
      const lines = await saveCart();
      if (lines.length === 0) {
        toast.error(MESSAGES.cart.empty);
        return;
      }
      if (paidIntentId.current) {
        await submitOrder(shipping, lines, saveAddress, paidIntentId.current);
        return;
      }
      if (!paymentConfig.data) throw new Error('The payment settings could not be loaded');
      setCardOrder({ shipping, lines, saveAddress });
      const { divisionId, districtId, upazilaId } = shipping;
      // The form requires the picked place (CheckoutFormSchema), so the ids are all there.
      setIntent(
        await createPaymentIntent({
          divisionId: divisionId!,
          districtId: districtId!,
          upazilaId: upazilaId!,
        }),
      );
    } catch {
      toast.error('Could not initialize payment.');
    }
  }

  async function onPaid() {
    if (!intent || !cardOrder) return;
    paidIntentId.current = intent.paymentIntentId;
    setIntent(null);
    await submitOrder(cardOrder.shipping, cardOrder.lines, cardOrder.saveAddress, intent.paymentIntentId);
  }

  return {
    submit,
    placing,
    paymentConfig: paymentConfig.data,
    /** The open card payment, if any, and the billing details it pre-fills. */
    card: { intent, billing: cardOrder?.shipping, cancel: () => setIntent(null), onPaid },
  };
}
