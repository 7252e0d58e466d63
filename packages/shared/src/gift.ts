import { z } from 'zod';
import { BdPhoneSchema } from './address.js';
import { requiredOr } from './field-errors.js';
import { codedText } from './message-codes.js';
import type { PaymentMethod } from './order-states.js';

/*
 * A gift (docs/behaviour.md §9): the parcel goes to someone else, at their address, with the
 * buyer's note on the packing slip and no prices in it; the recipient may get one SMS when it ships.
 * The order's shipping block stays the buyer's (name, email and phone for the order's own messages).
 */

/** The longest gift note, in characters: a few lines on the packing slip. */
export const GIFT_NOTE_MAX = 300;
export const GIFT_NAME_MAX = 100;

/** `gift` of `POST /api/orders`: who receives the parcel, the note printed for them, and whether to text them. */
export const OrderGiftInputSchema = z.object({
  recipientName: z
    .string({ error: requiredOr('field.text') })
    .trim()
    .min(1, 'field.required')
    .max(GIFT_NAME_MAX, codedText('field.max_length', { max: GIFT_NAME_MAX })),
  recipientPhone: BdPhoneSchema,
  /** Plain text: the server also drops any markup before storing it (`toPlainText`). */
  note: z
    .string({ error: 'field.text' })
    .trim()
    .max(GIFT_NOTE_MAX, codedText('field.max_length', { max: GIFT_NOTE_MAX }))
    .default(''),
  notifyRecipient: z.boolean({ error: 'field.boolean' }).default(false),
});
export type OrderGiftInput = z.input<typeof OrderGiftInputSchema>;

/** An order's gift as stored and answered; the phone is in its stored form, `01XXXXXXXXX`. */
export const OrderGiftSchema = z.object({
  recipientName: z.string(),
  recipientPhone: z.string(),
  note: z.string(),
  notifyRecipient: z.boolean(),
});
export type OrderGift = z.infer<typeof OrderGiftSchema>;

/**
 * A gift is paid before it ships (card, bKash or SSLCommerz): the recipient was not asked to pay, and a
 * parcel that asks them for cash at the door is the one a real shop sees refused. And its address, the
 * recipient's, is never saved as the buyer's own. Both refusals name their field; the server's order
 * schema and the checkout form check them here.
 */
export function checkGiftOrder(
  order: { gift?: unknown; paymentMethod?: PaymentMethod; saveAddress?: boolean },
  context: z.RefinementCtx,
): void {
  if (!order.gift) return;
  if (order.paymentMethod === 'cod')
    context.addIssue({ code: 'custom', path: ['paymentMethod'], message: 'field.gift_paid_online' });
  if (order.saveAddress === true)
    context.addIssue({ code: 'custom', path: ['saveAddress'], message: 'field.gift_address_not_saved' });
}

/**
 * Who the courier carries the parcel to and calls: a gift's recipient, otherwise the buyer named in the
 * shipping block. The address is the shipping block's either way.
 */
export function deliveryContact(order: {
  shipping: { name: string; phone: string };
  gift?: Pick<OrderGift, 'recipientName' | 'recipientPhone'> | null;
}): { name: string; phone: string } {
  return order.gift
    ? { name: order.gift.recipientName, phone: order.gift.recipientPhone }
    : { name: order.shipping.name, phone: order.shipping.phone };
}

/**
 * Words before a Bangladeshi given name that are not what friends call the person: Md./Mohammad and
 * Mst./Mosammat (in both scripts), and titles. Compared without a final `.`, `:` or `ঃ`.
 */
const NAME_PREFIXES = new Set([
  'md',
  'mohd',
  'mohammad',
  'mohammed',
  'mohammod',
  'muhammad',
  'mst',
  'mosammat',
  'mossammat',
  'mr',
  'mrs',
  'ms',
  'dr',
  'মো',
  'মোহাম্মদ',
  'মোহাম্মাদ',
  'মুহাম্মদ',
  'মোছা',
  'মোসা',
  'মোছাম্মৎ',
  'মোসাম্মৎ',
  'মিসেস',
  'ডা',
]);

/**
 * The name a gift's SMS says it comes from: the first word of the buyer's name that is not a prefix
 * (`Md. Rahim Uddin` → `Rahim`, `মোঃ করিম` → `করিম`); the whole name when it is nothing but prefixes.
 */
export function giverName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const given = words.find((word) => !NAME_PREFIXES.has(word.toLowerCase().replace(/[.:ঃ]+$/u, '')));
  return given ?? fullName.trim();
}
