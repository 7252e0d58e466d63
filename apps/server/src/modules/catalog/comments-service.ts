import { type CategoryId, type Comment, type CommentUser, MESSAGES, type Reply } from '@plantopia/shared';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/guards.js';
import { toPlainText } from '../../lib/sanitize-html.js';
import type { CatalogService } from './catalog-service.js';
import * as repo from './comments-repository.js';

export type CommentsService = ReturnType<typeof createCommentsService>;

const productNotFound = () => new AppError('not_found', 'Product not found');
const commentNotFound = () => new AppError('not_found', 'Comment not found');

function authorOf(user: SessionUser): CommentUser {
  return { uid: user.id, displayName: user.name, photoURL: user.image ?? '' };
}

/** Comments are plain text (tags removed); text that is empty once cleaned is refused like blank text. */
function cleanText(text: string): string {
  const plain = toPlainText(text);
  if (!plain) throw new AppError('invalid_data', 'text: is required');
  return plain;
}

function toReply(row: repo.CommentRow, user: SessionUser): Reply {
  return { _id: row.id, text: row.text, user: authorOf(user), createdAt: row.createdAt.toISOString() };
}

export function createCommentsService(deps: { db: Db; catalog: CatalogService }) {
  const { db, catalog } = deps;

  async function requireProduct(tx: Db, category: CategoryId, productId: string): Promise<void> {
    if ((await repo.lockProductCategory(tx, productId)) !== category) throw productNotFound();
  }

  return {
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
      catalog.invalidate();
      return { ...toReply(row, user), replies: [] };
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
          throw new AppError(
            'invalid_data',
            'commentId: replies can only answer a comment, not another reply',
          );
        }
        return repo.insertComment(tx, {
          id: uuidv7(),
          productId,
          parentId: parent.id,
          userId: user.id,
          text: clean,
        });
      });
      catalog.invalidate();
      return toReply(row, user);
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
        if (comment.userId !== user.id && user.role !== 'admin') {
          throw new AppError('forbidden', MESSAGES.comments.notYours);
        }
        await repo.deleteComment(tx, comment.id);
      });
      catalog.invalidate();
    },
  };
}
