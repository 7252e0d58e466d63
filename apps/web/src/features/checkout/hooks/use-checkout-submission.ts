import {
  type CartItem,
  isRedirectMethod,
  lineRef,
  type Order,
  type OrderGift,
  type OrderShipping,
  type PaymentMethod,
} from '@plantopia/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n/react';
import toast from '@/lib/toast';
import { createPaymentIntent, type PaymentIntent } from '../api/create-payment-intent';
import { usePaymentConfig } from '../api/get-payment-config';
import { usePlaceOrder } from '../api/place-order';
import type { CheckoutFormValues } from '../lib/checkout-form';

/** What an order carries beside its address and payment: the profile's "save" box and a gift. */
interface OrderExtras {
  saveAddress: boolean;
  gift?: OrderGift;
}

export interface CheckoutSubmissionOptions {
  items: CartItem[];
  /** Saves the cart on the server and answers it as priced there: the card payment is for exactly that. */
  saveCart: () => Promise<CartItem[]>;
  onPlaced: (order: Order) => void;
  /** A bKash or SSLCommerz order is placed and holds its stock: the browser goes to the provider to pay. */
  onAwaitingPayment: (order: Order, redirectUrl: string) => void;
  /** The discount code the quote accepted (a refused one is not sent): the order must agree with it. */
  couponCode?: string | null;
}

/**
 * Placing the order, safe to retry: one `Idempotency-Key` per submission, so a retry after a lost
 * answer gets the first order back, never a second one; and a card payment that went through while its
 * order did not (e.g. the network) is reused by the retry instead of charging again.
 */
export function useCheckoutSubmission({
  items,
  saveCart,
  onPlaced,
  onAwaitingPayment,
  couponCode = null,
}: CheckoutSubmissionOptions) {
  const { t } = useTranslation('checkout');
  const placeOrder = usePlaceOrder();
  const queryClient = useQueryClient();
  const paymentConfig = usePaymentConfig();
  const idempotencyKey = useRef<string | null>(null);
  const paidIntentId = useRef<string | null>(null);
  const [intent, setIntent] = useState<PaymentIntent | null>(null);
  const [cardOrder, setCardOrder] = useState<{
    shipping: OrderShipping;
    lines: CartItem[];
    extras: OrderExtras;
  } | null>(null);
  const [placing, setPlacing] = useState(false);

  async function submitOrder(
    shipping: OrderShipping,
    lines: CartItem[],
    { saveAddress, gift }: OrderExtras,
    payment: { method: Exclude<PaymentMethod, 'card'> } | { method: 'card'; paymentIntentId: string },
  ) {
    idempotencyKey.current ??= crypto.randomUUID();
    const paymentIntentId = payment.method === 'card' ? payment.paymentIntentId : undefined;
    setPlacing(true);
    try {
      const { order, redirectUrl } = await placeOrder.mutateAsync({
        idempotencyKey: idempotencyKey.current,
        order: {
          items: lines.map(lineRef),
          shipping,
          paymentMethod: payment.method,
          ...(paymentIntentId ? { paymentIntentId } : {}),
          ...(saveAddress ? { saveAddress: true } : {}),
          ...(couponCode ? { couponCode } : {}),
          ...(gift ? { gift } : {}),
        },
      });
      idempotencyKey.current = null;
      paidIntentId.current = null;
      if (redirectUrl) {
        // The spinner stays on while the browser leaves for the provider's page.
        onAwaitingPayment(order, redirectUrl);
        return;
      }
      toast.success(t('submission.placed'));
      onPlaced(order);
    } catch (failure) {
      // The server answered: this submission is over, the next one is new. No answer: keep the key.
      if (isApiError(failure) && failure.status >= 400 && failure.status < 500) {
        idempotencyKey.current = null;
        if (paymentIntentId) paidIntentId.current = null;
        // A code used up meanwhile: the summary is priced again and shows why beside the field.
        if (failure.code?.startsWith('coupon.refusal.')) {
          void queryClient.invalidateQueries({ queryKey: ['quote'] });
        }
      }
      toast.error(errorMessage(failure, t('submission.placeFailed')));
      setPlacing(false);
    }
  }

  /**
   * Cash on delivery places the order at once, and so do bKash and SSLCommerz (then the browser goes to
   * pay); a card first saves the cart and opens the payment.
   */
  async function submit({ paymentMethod, saveAddress, gift, ...shipping }: CheckoutFormValues) {
    if (items.length === 0) {
      toast.error(t('submission.cartEmpty'));
      return;
    }
    const extras = { saveAddress, gift };
    if (paymentMethod === 'cod' || isRedirectMethod(paymentMethod)) {
      await submitOrder(shipping, items, extras, { method: paymentMethod });
      return;
    }
    try {
      const lines = await saveCart();
      if (lines.length === 0) {
        toast.error(t('submission.cartEmpty'));
        return;
      }
      if (paidIntentId.current) {
        await submitOrder(shipping, lines, extras, {
          method: 'card',
          paymentIntentId: paidIntentId.current,
        });
        return;
      }
      if (!paymentConfig.data) throw new Error(t('submission.configMissing'));
      setCardOrder({ shipping, lines, extras });
      const { divisionId, districtId, upazilaId } = shipping;
      // The form requires the picked place (CheckoutFormSchema), so the ids are all there.
      setIntent(
        await createPaymentIntent(
          { divisionId: divisionId!, districtId: districtId!, upazilaId: upazilaId! },
          couponCode,
        ),
      );
    } catch {
      toast.error(t('submission.paymentInitFailed'));
    }
  }

  async function onPaid() {
    if (!intent || !cardOrder) return;
    paidIntentId.current = intent.paymentIntentId;
    setIntent(null);
    await submitOrder(cardOrder.shipping, cardOrder.lines, cardOrder.extras, {
      method: 'card',
      paymentIntentId: intent.paymentIntentId,
    });
  }

  return {
    submit,
    placing,
    paymentConfig: paymentConfig.data,
    /** The open card payment, if any, and the billing details it pre-fills. */
    card: { intent, billing: cardOrder?.shipping, cancel: () => setIntent(null), onPaid },
  };
}
