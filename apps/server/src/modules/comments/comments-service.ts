import type { CategoryId, Comment, CommentUser, Reply } from '@plantopia/shared';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client.js';
import { AppError, invalidField } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/guards.js';
import { requireOwnerOrAdmin } from '../../lib/ownership.js';
import { toPlainText } from '../../lib/sanitize-html.js';
import type { ProductLockService } from '../catalog/product-lock-service.js';
import type { PublicProfile, UsersService } from '../users/users-service.js';
import * as repo from './comments-repository.js';

export type CommentsService = ReturnType<typeof createCommentsService>;

const productNotFound = () => new AppError('not_found', 'product.not_found');
const commentNotFound = () => new AppError('not_found', 'comment.not_found');

function authorOf(user: SessionUser): CommentUser {
  return { uid: user.id, displayName: user.name, photoURL: user.image ?? '' };
}

/** Comments are plain text (tags removed); text that is empty once cleaned is refused like blank text. */
function cleanText(text: string): string {
  const plain = toPlainText(text);
  if (!plain) throw invalidField('text', 'field.required');
  return plain;
}

function toReply(row: repo.CommentRow, author: CommentUser | PublicProfile): Reply {
  return { _id: row.id, text: row.text, user: { ...author }, createdAt: row.createdAt.toISOString() };
}

/**
 * Comments and replies on products. The catalog shows them with each product (`findByProducts`) and
 * clears its cached pages when they change (`onChange`); this module asks the catalog only to check and
 * lock the product a comment is written on.
 */
export function createCommentsService(deps: { db: Db; users: UsersService; products: ProductLockService }) {
  const { db, users, products } = deps;
  const changeListeners: (() => void)[] = [];

  async function requireProduct(tx: Db, category: CategoryId, productId: string): Promise<void> {
    if ((await products.lockCategory(tx, productId)) !== category) throw productNotFound();
  }

  /** After the write has committed, as every catalog write does: a read cached before then is dropped. */
  function changed(): void {
    for (const listener of changeListeners) listener();
  }

  return {
    /** `listener` runs after every comment written or deleted (the catalog clears its cached pages). */
    onChange(listener: () => void): void {
      changeListeners.push(listener);
    },

    /**
     * The comments of these products, newest first, each with its replies in the order they were
     * written. Two queries however many products and authors: the comments, then their authors.
     */
    async findByProducts(productIds: string[]): Promise<Map<string, Comment[]>> {
      const byProduct = new Map<string, Comment[]>();
      const rows = await repo.findCommentsOfProducts(db, productIds);
      if (rows.length === 0) return byProduct;
      const authors = await users.findPublicProfiles(rows.map((row) => row.userId));
      const topLevel = new Map<string, Comment>();
      for (const row of rows) {
        const author = authors.get(row.userId);
        // An account deleted since the comments were read: its comments are going too (cascade).
        if (!author) continue;
        if (row.parentId) {
          topLevel.get(row.parentId)?.replies.push(toReply(row, author));
        } else {
          const comment: Comment = { ...toReply(row, author), replies: [] };
          topLevel.set(row.id, comment);
          const list = byProduct.get(row.productId) ?? [];
          list.unshift(comment);
          byProduct.set(row.productId, list);
        }
      }
      return byProduct;
    },

    /** A new top-level comment by the signed-in user on a product of that category. */
    async addComment(
      user: SessionUser,
      category: CategoryId,
      productId: string,
      text: string,
    ): Promise<Comment> {
      const clean = cleanText(text);
      const row = await db.transaction(async (tx) => {
        await requireProduct(tx, category, productId);
        return repo.insertComment(tx, { id: uuidv7(), productId, userId: user.id, text: clean });
      });
      changed();
      return { ...toReply(row, authorOf(user)), replies: [] };
    },

    /** A reply to a top-level comment; replies to a reply are refused, so threads stay one level deep. */
    async addReply(
      user: SessionUser,
      category: CategoryId,
      productId: string,
      commentId: string,
      text: string,
    ): Promise<Reply> {
      const clean = cleanText(text);
      const row = await db.transaction(async (tx) => {
        await requireProduct(tx, category, productId);
        const parent = await repo.findComment(tx, productId, commentId, { lock: true });
        if (!parent) throw commentNotFound();
        if (parent.parentId) {
          throw invalidField('commentId', 'field.reply_to_reply');
        }
        return repo.insertComment(tx, {
          id: uuidv7(),
          productId,
          parentId: parent.id,
          userId: user.id,
          text: clean,
        });
      });
      changed();
      return toReply(row, authorOf(user));
    },

    /** The author may delete their own comment or reply, an admin any; a comment's replies go with it. */
    async deleteComment(
      user: SessionUser,
      category: CategoryId,
      productId: string,
      commentId: string,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await requireProduct(tx, category, productId);
        const comment = await repo.findComment(tx, productId, commentId);
        if (!comment) throw commentNotFound();
        requireOwnerOrAdmin(user, comment.userId, 'comment.not_yours');
        await repo.deleteComment(tx, comment.id);
      });
      changed();
    },
  };
}
