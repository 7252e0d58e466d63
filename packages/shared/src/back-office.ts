import { z } from 'zod';
import { COURIER_PARCEL_STATUSES } from './couriers.js';
import { codedText } from './message-codes.js';
import { OrderSchema } from './order.js';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from './order-states.js';
import { PaymentHistorySchema } from './payment.js';
import { PageNumberSchema } from './product.js';

/*
 * The back office's orders (issue 23): the list staff search and filter, an order's page with its
 * timeline, notes and risk signals, the confirmation call of a cash-on-delivery order and a parcel that
 * comes back. Routes: `GET /api/admin/orders` (+ `.csv`), `GET /api/admin/orders/{id}`, and
 * `POST /api/admin/orders/{id}/notes|confirmation|return|delivery-attempts`.
 */

/**
 * Where a cash-on-delivery order stands with its confirmation call. A new COD order is `to_confirm`;
 * `no_answer` stays in the queue to be called again; `confirmed` has moved on (accepted). Orders paid
 * before they ship have none (null).
 */
export const CONFIRMATION_STATES = ['to_confirm', 'no_answer', 'confirmed'] as const;
export type ConfirmationState = (typeof CONFIRMATION_STATES)[number];

/** What a confirmation call found; the last two cancel the order with that reason. */
export const CALL_OUTCOMES = ['confirmed', 'no_answer', 'customer_cancelled', 'fake'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

/** Why an order was cancelled: recorded on it, shown on its timeline and reported. */
export const CANCEL_REASONS = [
  'customer_cancelled',
  'fake',
  'shopper_cancelled',
  'shop_cancelled',
  'payment_failed',
  'payment_expired',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** Why a shipped parcel came back. */
export const RETURN_REASONS = ['refused', 'unreachable', 'damaged', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const ADMIN_ORDERS_PAGE_SIZE = 25;
export const ADMIN_ORDER_SORTS = ['date', 'total'] as const;

const listOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .transform((text) => text.split(',').filter(Boolean))
    .pipe(z.array(z.enum(values)).max(values.length))
    .optional();

/** A day in Bangladesh time (`2026-11-26`): a range runs from the start of `from` to the end of `to` in Dhaka. */
const DhakaDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'field.date_time');

/**
 * `GET /api/admin/orders` (and `.csv`, the same filters without paging). `q` finds an order by its
 * number (the last 6 characters of its id), the last digits of a phone, a name or an email. Several
 * statuses or methods are given comma-separated (`status=pending,accepted`).
 */
export const AdminOrdersQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(100, codedText('field.max_length', { max: 100 }))
    .optional(),
  status: listOf(ORDER_STATUSES),
  paymentMethod: listOf(PAYMENT_METHODS),
  paymentStatus: listOf(PAYMENT_STATUSES),
  confirmation: listOf(CONFIRMATION_STATES),
  from: DhakaDaySchema.optional(),
  to: DhakaDaySchema.optional(),
  districtId: z.coerce.number().int('field.whole_number').positive('field.invalid').optional(),
  zone: z.string().trim().max(60).optional(),
  courier: z.string().trim().max(30).optional(),
  /** `no`: no live courier booking (none, or one the courier cancelled before pickup); `yes`: booked. */
  booked: z.enum(['yes', 'no']).optional(),
  coupon: z.string().trim().max(30).optional(),
  sort: z.enum(ADMIN_ORDER_SORTS).default('date'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  page: PageNumberSchema.default(1),
  limit: z.coerce
    .number()
    .int('field.whole_number')
    .min(1, codedText('field.at_least', { min: 1 }))
    .max(100, codedText('field.max', { max: 100 }))
    .default(ADMIN_ORDERS_PAGE_SIZE),
});
export type AdminOrdersQuery = z.infer<typeof AdminOrdersQuerySchema>;

/** A row of the orders table: what staff scan a day of orders by. Money in taka. */
export const AdminOrderRowSchema = z.object({
  _id: z.string(),
  number: z.string(),
  createdAt: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  district: z.object({ en: z.string(), bn: z.string() }).nullable(),
  deliveryZone: z.string().nullable(),
  itemCount: z.number().int(),
  total: z.number(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  status: z.enum(ORDER_STATUSES),
  confirmation: z.enum(CONFIRMATION_STATES).nullable(),
  courier: z.string().nullable(),
  consignmentId: z.string().nullable(),
  /** The shopper's tracking page at the courier, once booked. */
  trackingUrl: z.string().nullable(),
  /** Where the booked parcel stands, as the courier last said (null: not booked). */
  courierStatus: z.enum(COURIER_PARCEL_STATUSES).nullable(),
  couponCode: z.string().nullable(),
});
export type AdminOrderRow = z.infer<typeof AdminOrderRowSchema>;

/** Who did something to an order: a staff member or admin, or null for the shop itself or the shopper. */
export const ActorSchema = z.object({ id: z.string(), name: z.string(), role: z.string() }).nullable();

export const ORDER_EVENT_KINDS = [
  'placed',
  'status',
  'payment',
  'confirmation',
  'delivery_attempt',
  'returned',
  'note',
  'message',
  'courier',
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/**
 * One entry of an order's timeline: a state change (`data.from`, `data.to`, a `reason`), a payment
 * event, a call's outcome, a delivery attempt, a return, a staff note (`data.text`), a message sent, or a
 * courier event. Who and when, always.
 */
export const TimelineEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  actor: ActorSchema,
  kind: z.enum(ORDER_EVENT_KINDS),
  data: z.record(z.string(), z.unknown()),
});
export type TimelineEntry = z.infer<typeof TimelineEntrySchema>;

/** What the shop already knows about an order's phone number, beside the confirmation call. */
export const RiskSignalsSchema = z.object({
  /** This phone's earlier orders here, by how they ended. */
  history: z.object({ delivered: z.number().int(), returned: z.number().int(), cancelled: z.number().int() }),
  /** Other orders from this phone that are still open (not delivered, returned or cancelled). */
  openOrders: z.array(
    z.object({ _id: z.string(), number: z.string(), total: z.number(), createdAt: z.string() }),
  ),
  /** A cash-on-delivery total well above what this shop's COD orders usually are. */
  largeCashOnDelivery: z.boolean(),
});
export type RiskSignals = z.infer<typeof RiskSignalsSchema>;

/** `GET /api/admin/orders/{id}`: the order with everything staff need to work it. */
export const AdminOrderDetailSchema = z.object({
  order: OrderSchema,
  confirmation: z.enum(CONFIRMATION_STATES).nullable(),
  callAttempts: z.number().int(),
  deliveryAttempts: z.number().int(),
  cancelReason: z.enum(CANCEL_REASONS).nullable(),
  returnReason: z.enum(RETURN_REASONS).nullable(),
  courier: z.string().nullable(),
  consignmentId: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  /** Where the booked parcel stands, as the courier last said (null: not booked). */
  courierStatus: z.enum(COURIER_PARCEL_STATUSES).nullable(),
  events: z.array(TimelineEntrySchema),
  risk: RiskSignalsSchema,
  /** Every payment attempt and refund, unknown outcomes included (issue 28). */
  payments: PaymentHistorySchema,
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetailSchema>;

export const NOTE_MAX_LENGTH = 2000;

export const OrderNoteSchema = z.object({
  text: z
    .string({ error: 'field.text' })
    .trim()
    .min(1, 'field.required')
    .max(NOTE_MAX_LENGTH, codedText('field.max_length', { max: NOTE_MAX_LENGTH })),
});
export type OrderNote = z.infer<typeof OrderNoteSchema>;

export const CallOutcomeSchema = z.object({
  outcome: z.enum(CALL_OUTCOMES),
  note: OrderNoteSchema.shape.text.optional(),
});
export type CallOutcomeInput = z.infer<typeof CallOutcomeSchema>;

/** A parcel that came back: why, and whether its stock goes back on the shelf (not when damaged). */
export const ReturnSchema = z.object({
  reason: z.enum(RETURN_REASONS),
  restock: z.boolean(),
  note: OrderNoteSchema.shape.text.optional(),
});
export type ReturnInput = z.infer<typeof ReturnSchema>;

export const DeliveryAttemptSchema = z.object({ note: OrderNoteSchema.shape.text.optional() });
export type DeliveryAttemptInput = z.infer<typeof DeliveryAttemptSchema>;
