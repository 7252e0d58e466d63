import type { Comment, Product, Reply } from '@plantopia/shared';
import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@/components/link';
import { Avatar } from '@/components/ui/avatar';
import { useFormat } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { useLocation } from '@/lib/router';
import { useSession } from '@/lib/session';
import toast from '@/lib/toast';
import { useDeleteComment } from '../api/delete-comment';
import { usePostComment } from '../api/post-comment';
import { usePostReply } from '../api/post-reply';
import { deleteFailureKey, isSignedOutError } from '../lib/comment-messages';
import { CommentForm } from './comment-form';
import { DeleteCommentButton } from './delete-comment-button';

interface Permissions {
  signedIn: boolean;
  /**
   * Whether the session is known. Until then a post waits: a tap right after the page loads must not be
   * refused with "log in" for a shopper who is signed in.
   */
  known: boolean;
  canDelete: (entry: Reply) => boolean;
}

function usePermissions(): Permissions {
  const { user, role, loading } = useSession();
  return {
    signedIn: user !== null,
    known: !loading,
    // Shoppers delete their own words; an admin may delete anyone's (the server checks the same).
    canDelete: (entry) => user !== null && (role === 'admin' || entry.user.uid === user.uid),
  };
}

function Byline({ entry }: { entry: Reply }) {
  const { t } = useTranslation('product');
  const format = useFormat();
  return (
    <div className="flex min-w-0 items-center gap-2.5">
      <Avatar src={entry.user.photoURL} name="" size={32} />
      <div className="min-w-0">
        <p className="truncate text-sm font-semibold text-ink">
          {entry.user.displayName || t('comments.anonymous')}
        </p>
        <p className="text-xs text-muted">
          <time dateTime={entry.createdAt}>{format.date(entry.createdAt)}</time>
        </p>
      </div>
    </div>
  );
}

function EntryText({ text }: { text: string }) {
  // Plain text, escaped by React; line breaks the author typed are kept.
  return (
    <p className="mt-2 text-sm leading-relaxed break-words whitespace-pre-line text-ink/90 sm:text-base">
      {text}
    </p>
  );
}

function CommentItem({
  product,
  comment,
  permissions,
}: {
  product: Product;
  comment: Comment;
  permissions: Permissions;
}) {
  const { t } = useTranslation('product');
  const [replying, setReplying] = useState(false);
  const postReply = usePostReply(product);
  const deleteEntry = useDeleteComment(product);

  async function reply(text: string): Promise<boolean> {
    if (!permissions.signedIn) {
      toast.error(t('comments.loginToReply'));
      return false;
    }
    try {
      await postReply.mutateAsync({ commentId: comment._id, text });
    } catch (error) {
      toast.error(isSignedOutError(error) ? t('comments.loginToReply') : t('comments.replyFailed'));
      return false;
    }
    toast.success(t('comments.replyPosted'));
    setReplying(false);
    return true;
  }

  function remove(entryId: string) {
    deleteEntry.mutate(entryId, {
      onSuccess: () => toast.success(t('comments.deleted')),
      onError: (error) => toast.error(t(deleteFailureKey(error))),
    });
  }

  return (
    <li className="rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:p-5" data-testid="comment">
      <Byline entry={comment} />
      <EntryText text={comment.text} />
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        <button
          type="button"
          onClick={() => setReplying((open) => !open)}
          aria-expanded={replying}
          className="rounded text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
        >
          {t('comments.reply')}
        </button>
        {permissions.canDelete(comment) ? (
          <DeleteCommentButton
            what="comment"
            busy={deleteEntry.isPending}
            onConfirm={() => remove(comment._id)}
          />
        ) : null}
      </div>
      {replying ? (
        <div className="mt-3">
          <CommentForm
            label={
              comment.user.displayName
                ? t('comments.replyTo', { name: comment.user.displayName })
                : t('comments.replyToComment')
            }
            submitLabel={t('comments.postReply')}
            busy={postReply.isPending || !permissions.known}
            onSubmit={reply}
            onCancel={() => setReplying(false)}
            autoFocus
          />
        </div>
      ) : null}
      {comment.replies.length > 0 ? (
        <ul aria-label={t('comments.replies')} className="mt-4 grid gap-3 border-l-2 border-brand-100 pl-4">
          {comment.replies.map((entry) => (
            <li key={entry._id} data-testid="reply">
              <Byline entry={entry} />
              <EntryText text={entry.text} />
              {permissions.canDelete(entry) ? (
                <div className="mt-2">
                  <DeleteCommentButton
                    what="reply"
                    busy={deleteEntry.isPending}
                    onConfirm={() => remove(entry._id)}
                  />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** Comments newest first, replies under them; posting, replying, deleting (docs/behaviour.md §1.2). */
export function CommentSection({ product }: { product: Product }) {
  const { t } = useTranslation('product');
  const format = useFormat();
  const permissions = usePermissions();
  const postComment = usePostComment(product);
  const location = useLocation();
  const count = product.comments.length;

  async function comment(text: string): Promise<boolean> {
    if (!permissions.signedIn) {
      toast.error(t('comments.loginToComment'));
      return false;
    }
    try {
      await postComment.mutateAsync(text);
    } catch (error) {
      toast.error(isSignedOutError(error) ? t('comments.loginToComment') : t('comments.commentFailed'));
      return false;
    }
    toast.success(t('comments.posted'));
    return true;
  }

  return (
    <section aria-labelledby="comments-heading">
      <h2 id="comments-heading" className="text-xl font-bold tracking-tight sm:text-2xl">
        {t('comments.heading')} <span className="font-medium text-muted">({format.number(count)})</span>
      </h2>
      <div className="mt-4 rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:p-5">
        <CommentForm
          label={t('comments.formLabel')}
          submitLabel={t('comments.postComment')}
          placeholder={t('comments.placeholder')}
          busy={postComment.isPending || !permissions.known}
          onSubmit={comment}
        />
        {permissions.signedIn ? null : (
          <p className="mt-2 text-sm text-muted">
            <Link
              to="/login"
              state={{ from: `${location.pathname}${location.search}` }}
              className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              {t('comments.logIn')}
            </Link>{' '}
            {t('comments.logInToComment')}
          </p>
        )}
      </div>
      {count === 0 ? (
        <div className="mt-4 flex items-center gap-3 rounded-card border border-dashed border-brand-200 bg-surface p-6 text-muted">
          <MessageCircle aria-hidden="true" className="size-6 shrink-0 text-brand-500" />
          <p>{t('comments.empty')}</p>
        </div>
      ) : (
        <ul className="mt-4 grid gap-4">
          {product.comments.map((entry) => (
            <CommentItem key={entry._id} product={product} comment={entry} permissions={permissions} />
          ))}
        </ul>
      )}
    </section>
  );
}
