import {
  type CreateOrder,
  canMarkPayment,
  canMoveOrder,
  hasAreaIds,
  initialPaymentStatus,
  MESSAGES,
  ORDER_STATES,
  type Order,
  type OrderStatus,
  PAYMENT_STATUS_LABELS,
  type PaymentStatus,
  paymentStatusAfter,
  poishaToTaka,
} from '@plantopia/shared';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client.js';
import { violatedUniqueConstraint } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import type { ShopEvents } from '../../lib/metrics.js';
import { requireOwnerOrAdmin } from '../../lib/ownership.js';
import type { CartService } from '../cart/cart-service.js';
import type { StockLine, StockService } from '../catalog/stock-service.js';
import type { PaymentsService } from '../payments/payments-service.js';
import { mergeLines, type PricingService } from '../pricing/pricing-service.js';
import type { UsersService } from '../users/users-service.js';
import * as repo from './orders-repository.js';

export type OrdersService = ReturnType<typeof createOrdersService>;

const orderNotFound = () => new AppError('not_found', 'Order not found');
const paymentAlreadyUsed = () =>
  new AppError('conflict', 'This payment has already paid for another order. Please pay again.');

function linesOf(order: Order): StockLine[] {
  return order.items.map((item) => ({ productId: item._id, quantity: item.quantity }));
}

export function createOrdersService(deps: {
  db: Db;
  stock: StockService;
  cart: CartService;
  payments: PaymentsService;
  pricing: PricingService;
  users: UsersService;
  events?: Pick<ShopEvents, 'orderPlaced'>;
}) {
  const { db, stock, cart, payments, pricing, users } = deps;

  /**
   * Prices, totals and stock are the server's (DESIGN §4 rules 5, 6, 8): one transaction takes the stock
   * of every line at today's price, claims the card payment, stores the order as bought, empties the
   * server cart and keeps the address on the profile (when it has none, or the shopper asked). Any
   * failure rolls all of it back.
   */
  async function placeInTransaction(userId: string, input: CreateOrder, idempotencyKey: string | undefined) {
    const lines = mergeLines(input.items.map((item) => ({ productId: item._id, quantity: item.quantity })));
    return db.transaction(async (tx) => {
      const bought = await stock.take(tx, lines);
      // Inside the transaction: a refused total gives the stock just taken back.
      const { shipping: address } = input;
      const quote = await pricing.priceOrder(
        tx,
        lines.map((line) => {
          const product = bought.get(line.productId)!;
          return { ...line, unitPrice: product.price, weight: product.shippingWeight };
        }),
        { shopperId: userId, destination: hasAreaIds(address) ? address : null },
      );
      if (input.paymentMethod === 'cod' && !quote.cashOnDelivery) {
        throw new AppError(
          'invalid_data',
          `paymentMethod: ${MESSAGES.delivery.codLimit(poishaToTaka(quote.codMaxTotal!))}`,
        );
      }
      const items = quote.lines.map((line, position) => {
        const product = bought.get(line.productId)!;
        return {
          id: uuidv7(),
          productId: product.id,
          category: product.category,
          name: product.name,
          price: line.unitPrice,
          quantity: line.quantity,
          imageUrl: product.imageUrl,
          position,
        };
      });
      const { subtotal, shipping, discount, total } = quote;
      const isCard = input.paymentMethod === 'card';
      if (isCard) {
        const intentId = input.paymentIntentId!;
        await payments.requireClaimable(tx, { intentId, userId, amount: total });
        if (await repo.isPaymentIntentUsed(tx, intentId)) throw paymentAlreadyUsed();
      }
      const order = await repo.insertOrder(
        tx,
        {
          id: uuidv7(),
          userId,
          status: 'pending',
          paymentMethod: input.paymentMethod,
          paymentStatus: initialPaymentStatus(input.paymentMethod),
          paymentIntentId: isCard ? input.paymentIntentId! : null,
          shipping: input.shipping,
          subtotal,
          shippingFee: shipping,
          discount,
          total,
          idempotencyKey: idempotencyKey ?? null,
        },
        items,
      );
      await cart.clear(tx, userId);
      const { name: _name, email: _email, ...remembered } = address;
      await users.rememberShippingAddress(tx, userId, remembered, { replace: input.saveAddress === true });
      return order;
    });
  }

  return {
    /** What `GET /api/users/{uid}` shows as `orders`. */
    listForCustomer: (userId: string): Promise<Order[]> => repo.listOrdersOfCustomer(db, userId),
    countByUsers: (userIds: string[]): Promise<Map<string, number>> => repo.countOrdersByUsers(db, userIds),
    listAll: (): Promise<Order[]> => repo.listAllOrders(db),
    count: (): Promise<number> => repo.countOrders(db),

    /**
     * `created: false` when the `Idempotency-Key` names an order this user already placed: a retried
     * submission answers that order instead of buying twice.
     */
    async place(
      userId: string,
      input: CreateOrder,
      idempotencyKey: string | undefined,
    ): Promise<{ order: Order; created: boolean }> {
      if (idempotencyKey) {
        const earlier = await repo.findOrderByIdempotencyKey(db, userId, idempotencyKey);
        if (earlier) return { order: earlier, created: false };
      }
      if (input.paymentMethod === 'card') {
        if (!input.paymentIntentId) {
          throw new AppError('invalid_data', 'paymentIntentId: is required for a card payment');
        }
        await payments.refresh(input.paymentIntentId);
      } else if (input.paymentIntentId) {
        throw new AppError('invalid_data', 'paymentIntentId: only a card payment carries one');
      }
      try {
        const order = await placeInTransaction(userId, input, idempotencyKey);
        stock.invalidate();
        deps.events?.orderPlaced(input.paymentMethod);
        return { order, created: true };
      } catch (error) {
        const constraint = violatedUniqueConstraint(error);
        if (constraint === 'orders_payment_intent_idx') throw paymentAlreadyUsed();
        if (constraint === 'orders_user_idempotency_idx' && idempotencyKey) {
          // The same submission raced itself: the other attempt won, answer its order.
          const earlier = await repo.findOrderByIdempotencyKey(db, userId, idempotencyKey);
          if (earlier) return { order: earlier, created: false };
        }
        throw error;
      }
    },

    /** One order for its owner or an admin (the invoice): 404 when there is none, 403 when it is another's. */
    async findForOwnerOrAdmin(actor: { id: string; role: string }, orderId: string): Promise<Order> {
      const order = await repo.findOrder(db, orderId);
      if (!order) throw orderNotFound();
      requireOwnerOrAdmin(actor, order.userId, 'You can only see your own orders');
      return order;
    },

    /**
     * The owner (or the admin for them) hides it from the customer's list; the record stays. A pending
     * order is cancelled; one that was paid then owes a refund and stays in the list, marked so, as the
     * shopper's record of money the shop owes them (a later delete hides it).
     */
    async removeForCustomer(actor: { id: string; role: string }, orderId: string): Promise<Order> {
      const result = await db.transaction(async (tx) => {
        const order = await repo.lockOrder(tx, orderId);
        if (!order) throw orderNotFound();
        requireOwnerOrAdmin(actor, order.userId, 'You can only delete your own orders');
        const isOwner = order.userId === actor.id;
        // Already gone from the owner's list: for them there is nothing left to delete.
        if (isOwner && order.deletedByCustomer) throw orderNotFound();
        const cancel = ORDER_STATES[order.status].shopperMayCancel;
        const restock = cancel && ORDER_STATES[order.status].holdsStock;
        if (restock) await stock.restore(tx, linesOf(order));
        const paymentStatus = cancel ? paymentStatusAfter(order, 'cancelled') : order.paymentStatus;
        const keepListed = cancel && paymentStatus === 'refund_due';
        const updated = await repo.updateOrder(tx, order._id, {
          ...(keepListed ? {} : { deletedByCustomerAt: new Date() }),
          ...(cancel ? { status: 'cancelled' as const, paymentStatus } : {}),
        });
        return { order: updated!, restocked: restock };
      });
      if (result.restocked) stock.invalidate();
      return result.order;
    },

    /**
     * The admin's status change: only the moves of ORDER_STATES (409 otherwise). Cancelling an order
     * that holds stock puts the stock back; the payment status follows the table's rule.
     */
    async changeStatus(orderId: string, status: OrderStatus): Promise<Order> {
      const result = await db.transaction(async (tx) => {
        const order = await repo.lockOrder(tx, orderId);
        if (!order) throw orderNotFound();
        if (!canMoveOrder(order.status, status)) {
          throw new AppError('conflict', `An order that is ${order.status} cannot become ${status}`);
        }
        const restock = status === 'cancelled' && ORDER_STATES[order.status].holdsStock;
        if (restock) await stock.restore(tx, linesOf(order));
        const updated = await repo.updateOrder(tx, order._id, {
          status,
          paymentStatus: paymentStatusAfter(order, status),
        });
        return { order: updated!, restocked: restock };
      });
      if (result.restocked) stock.invalidate();
      return result.order;
    },

    /**
     * The admin's payment mark: only the moves of ADMIN_PAYMENT_MOVES (409 otherwise), i.e. a refund
     * that was due and that the owner has now made by hand becomes `refunded`.
     */
    async changePaymentStatus(orderId: string, paymentStatus: PaymentStatus): Promise<Order> {
      return db.transaction(async (tx) => {
        const order = await repo.lockOrder(tx, orderId);
        if (!order) throw orderNotFound();
        if (!canMarkPayment(order.paymentStatus, paymentStatus)) {
          throw new AppError(
            'conflict',
            `A payment that is ${PAYMENT_STATUS_LABELS[order.paymentStatus]} cannot be marked ${PAYMENT_STATUS_LABELS[paymentStatus]}`,
          );
        }
        return (await repo.updateOrder(tx, order._id, { paymentStatus }))!;
      });
    },
  };
}
