import type { AdminReview, MyReview, Review, ReviewInputSchema } from '@plantopia/shared';
import { uuidv7 } from 'uuidv7';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/guards.js';
import { toPlainText } from '../../lib/sanitize-html.js';
import type { ProductLockService } from '../catalog/product-lock-service.js';
import type { OrderHistoryService } from '../orders/order-history-service.js';
import type { PublicProfile, UsersService } from '../users/users-service.js';
import * as repo from './reviews-repository.js';

export type ReviewsService = ReturnType<typeof createReviewsService>;
type ReviewInput = z.output<typeof ReviewInputSchema>;

const productNotFound = () => new AppError('not_found', 'product.not_found');
const reviewNotFound = () => new AppError('not_found', 'review.not_found');

function toReview(row: repo.ReviewRow, author: PublicProfile): Review {
  return {
    _id: row.id,
    productId: row.productId,
    rating: row.rating,
    text: row.text,
    imageUrl: row.imageUrl,
    user: { ...author },
    // Every review was written by a shopper whose order with the product was delivered (checked on write).
    verifiedBuyer: true,
    boughtOptions: row.boughtOptions,
    hidden: row.hiddenAt !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function authorOf(user: SessionUser): PublicProfile {
  return { uid: user.id, displayName: user.name, photoURL: user.image ?? '' };
}

/**
 * Ratings and reviews (docs/decisions/016). Only a shopper with a delivered order containing the product
 * may write one (403 otherwise); one per product per shopper (a second POST is a 409: the author edits
 * with PUT). Every write rewrites the product's average and count in the same transaction, and then
 * tells the catalog (`onChange`) to drop its cached pages, which carry both.
 */
export function createReviewsService(deps: {
  db: Db;
  users: UsersService;
  products: ProductLockService;
  orders: OrderHistoryService;
}) {
  const { db, users, products, orders } = deps;
  const changeListeners: (() => void)[] = [];

  function changed(): void {
    for (const listener of changeListeners) listener();
  }

  async function requireProduct(tx: Db, productId: string): Promise<void> {
    if ((await products.lockCategory(tx, productId)) === null) throw productNotFound();
  }

  function clean(input: ReviewInput) {
    return { rating: input.rating, text: toPlainText(input.text), imageUrl: input.imageUrl };
  }

  return {
    /** `listener` runs after every review write that has committed. */
    onChange(listener: () => void): void {
      changeListeners.push(listener);
    },

    /** The visible reviews of these products, newest first: two queries for any number of products. */
    async findByProducts(productIds: string[]): Promise<Map<string, Review[]>> {
      const byProduct = new Map<string, Review[]>();
      const rows = await repo.findVisibleOfProducts(db, productIds);
      if (rows.length === 0) return byProduct;
      const authors = await users.findPublicProfiles(rows.map((row) => row.userId));
      for (const row of rows) {
        const author = authors.get(row.userId);
        if (!author) continue;
        const list = byProduct.get(row.productId) ?? [];
        list.push(toReview(row, author));
        byProduct.set(row.productId, list);
      }
      return byProduct;
    },

    /** Whether the signed-in shopper may review the product, and their review (hidden or not). */
    async findMine(user: SessionUser, productId: string): Promise<MyReview> {
      const [eligible, row] = await Promise.all([
        orders.hasDeliveredProduct(db, user.id, productId),
        repo.findByAuthor(db, productId, user.id),
      ]);
      return { eligible, review: row ? toReview(row, authorOf(user)) : null };
    },

    async create(user: SessionUser, productId: string, input: ReviewInput): Promise<Review> {
      const row = await db.transaction(async (tx) => {
        await requireProduct(tx, productId);
        // The review names the variant its author received (docs/decisions/038).
        const bought = await orders.deliveredOptions(tx, user.id, productId);
        if (!bought) throw new AppError('forbidden', 'review.not_verified');
        const inserted = await repo.insertReview(tx, {
          id: uuidv7(),
          productId,
          userId: user.id,
          boughtOptions: bought,
          ...clean(input),
        });
        if (!inserted) throw new AppError('conflict', 'review.already');
        await products.setRating(tx, productId, await repo.ratingOf(tx, productId));
        return inserted;
      });
      changed();
      return toReview(row, authorOf(user));
    },

    /** The author edits their own review; nobody else can (there is no id to name another's). */
    async update(user: SessionUser, productId: string, input: ReviewInput): Promise<Review> {
      const row = await db.transaction(async (tx) => {
        await requireProduct(tx, productId);
        const mine = await repo.findByAuthor(tx, productId, user.id);
        if (!mine) throw reviewNotFound();
        const updated = await repo.updateReview(tx, mine.id, clean(input), true);
        await products.setRating(tx, productId, await repo.ratingOf(tx, productId));
        return updated!;
      });
      changed();
      return toReview(row, authorOf(user));
    },

    async remove(user: SessionUser, productId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await requireProduct(tx, productId);
        const mine = await repo.findByAuthor(tx, productId, user.id);
        if (!mine) throw reviewNotFound();
        await repo.deleteReview(tx, mine.id);
        await products.setRating(tx, productId, await repo.ratingOf(tx, productId));
      });
      changed();
    },

    /** The admin hides a review (it leaves the page and the average) or shows it again. */
    async setHidden(reviewId: string, hidden: boolean): Promise<void> {
      await db.transaction(async (tx) => {
        const review = await repo.findById(tx, reviewId);
        if (!review) throw reviewNotFound();
        await requireProduct(tx, review.productId);
        await repo.updateReview(
          tx,
          review.id,
          { hiddenAt: hidden ? (review.hiddenAt ?? new Date()) : null },
          false,
        );
        await products.setRating(tx, review.productId, await repo.ratingOf(tx, review.productId));
      });
      changed();
    },

    /** Every review, hidden ones too, newest first, a page at a time. */
    async listForAdmin(page: number, limit: number): Promise<{ data: AdminReview[]; total: number }> {
      const [rows, total] = await Promise.all([
        repo.listForAdmin(db, limit, (page - 1) * limit),
        repo.countAll(db),
      ]);
      const [authors, names] = await Promise.all([
        users.findPublicProfiles(rows.map((row) => row.userId)),
        products.namesOf([...new Set(rows.map((row) => row.productId))]),
      ]);
      const data = rows.flatMap((review) => {
        const author = authors.get(review.userId);
        const productName = names.get(review.productId);
        return author && productName !== undefined ? [{ ...toReview(review, author), productName }] : [];
      });
      return { data, total };
    },
  };
}
