import { type Blog, localizedBlog } from '@plantopia/shared';
import { Link } from '@/components/link';
import { useFormat } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { excerpt } from '../lib/blog-text';
import { BlogImage } from './blog-image';

const CARD_IMAGE_SIZES =
  '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

/** Image if any, title, 'By {author} on {date}', excerpt and 'Read More →' (docs/behaviour.md §16.1). */
export function BlogCard({ post: stored, priority = false }: { post: Blog; priority?: boolean }) {
  const { t } = useTranslation('blog');
  const format = useFormat();
  const post = localizedBlog(stored, format.locale);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card bg-surface shadow-card ring-1 ring-line transition-shadow hover:shadow-lift has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-500">
      {post.imageUrl ? (
        <div className="aspect-video overflow-hidden bg-brand-50">
          <BlogImage url={post.imageUrl} alt="" sizes={CARD_IMAGE_SIZES} priority={priority} />
        </div>
      ) : null}
      <div className="flex flex-1 flex-col p-5">
        <h2 className="text-lg leading-snug font-semibold text-ink">{post.title}</h2>
        <p className="mt-1.5 text-sm text-muted">
          {t('card.byOn', { author: post.author })}{' '}
          <time dateTime={post.createdAt}>{format.date(post.createdAt)}</time>
        </p>
        <p className="mt-3 text-sm leading-relaxed text-ink/85">{excerpt(post.content)}</p>
        <Link
          to={`/blogs/${post._id}`}
          className="mt-auto self-start pt-4 text-sm font-semibold text-brand-700 outline-none after:absolute after:inset-0 after:content-[''] hover:text-brand-900"
        >
          {t('card.readMore')}
          <span className="sr-only">: {post.title}</span> →
        </Link>
      </div>
    </article>
  );
}
