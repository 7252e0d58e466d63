import { localizedBlog } from '@plantopia/shared';
import { ArrowLeft, FileQuestion } from 'lucide-react';
import { Link } from '@/components/link';
import { OfflineNotice } from '@/components/offline-notice';
import { absoluteUrl, breadcrumbList, PageMeta } from '@/components/page-meta';
import { buttonClasses } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { HydrateLater } from '@/lib/hydrate-later';
import { useFormat } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { useWaitingForNetwork } from '@/lib/network';
import { useBlog } from '../api/get-blog';
import { BlogImage } from './blog-image';

const POST_IMAGE_SIZES = '(min-width: 768px) 720px, 100vw';

/** Prose styles for the post's own HTML (headings, lists, links, quotes, images). */
const proseClasses =
  'mt-8 space-y-4 leading-relaxed text-ink/90 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_blockquote]:border-l-4 [&_blockquote]:border-leaf-300 [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:pt-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-ink [&_h3]:pt-2 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-ink [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl [&_li]:my-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_strong]:text-ink [&_table]:w-full [&_td]:border [&_td]:border-line [&_td]:p-2 [&_th]:border [&_th]:border-line [&_th]:p-2 [&_ul]:list-disc [&_ul]:pl-6';

function NotFound() {
  const { t } = useTranslation('blog');
  return (
    <div role="alert" className="mx-auto max-w-md py-16 text-center">
      <FileQuestion aria-hidden="true" className="mx-auto size-10 text-brand-500" />
      <h1 className="mt-4 text-2xl font-bold tracking-tight">{t('post.notFound')}</h1>
      <p className="mt-2 text-muted">{t('post.notFoundText')}</p>
      <Link to="/blogs" className={buttonClasses({ className: 'mt-6' })}>
        {t('post.backToBlog')}
      </Link>
    </div>
  );
}

/** Title, author, date, image and the post's sanitised HTML (docs/behaviour.md §4 rule 9). */
export function BlogPost({ id }: { id: string }) {
  const { t } = useTranslation('blog');
  const format = useFormat();
  const query = useBlog(id);
  const { data, isPending, isError } = query;
  const offline = useWaitingForNetwork(query);
  if (offline) return <OfflineNotice className="mx-auto max-w-lg" onRetry={() => query.refetch()} />;
  if (isPending) return <PageSpinner label={t('post.loading')} />;
  if (isError) {
    return (
      <>
        <title>{t('post.notFoundTitle')}</title>
        <NotFound />
      </>
    );
  }
  const post = localizedBlog(data, format.locale);
  return (
    <>
      <PageMeta
        title={t('post.metaTitle', { title: post.title })}
        description={t('post.metaDescription', { title: post.title, author: post.author })}
        path={`/blogs/${encodeURIComponent(post._id)}`}
        image={post.imageUrl || undefined}
        type="article"
        structuredData={[
          {
            '@context': 'https://schema.org',
            '@type': 'BlogPosting',
            headline: data.title,
            author: { '@type': 'Person', name: post.author },
            datePublished: post.createdAt,
            dateModified: post.updatedAt,
            ...(post.imageUrl ? { image: absoluteUrl(post.imageUrl) } : {}),
            mainEntityOfPage: absoluteUrl(`/blogs/${encodeURIComponent(post._id)}`),
            publisher: { '@type': 'Organization', name: 'Plantopia' },
          },
          breadcrumbList([
            { name: 'Home', path: '/' },
            { name: 'Blog', path: '/blogs' },
            { name: data.title, path: `/blogs/${encodeURIComponent(post._id)}` },
          ]),
        ]}
      />
      <article className="mx-auto max-w-3xl">
        <Link
          to="/blogs"
          className="inline-flex items-center gap-1 rounded text-sm font-semibold text-brand-700 hover:text-brand-900"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('post.allPosts')}
        </Link>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{post.title}</h1>
        <div className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          <p>{t('post.by', { author: post.author })}</p>
          <p>
            {t('post.publishedOn')} <time dateTime={post.createdAt}>{format.date(post.createdAt)}</time>
          </p>
        </div>
        {post.tags.length > 0 ? (
          <ul aria-label={t('post.tags')} className="mt-3 flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li
                key={tag}
                className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-brand-100"
              >
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        {post.imageUrl ? (
          <div className="mt-6 overflow-hidden rounded-card bg-brand-50 shadow-card">
            <BlogImage url={post.imageUrl} alt={post.title} sizes={POST_IMAGE_SIZES} priority />
          </div>
        ) : null}
        {/* Hydrated in a task of its own after the page's first pass (lib/hydrate-later.tsx). */}
        <HydrateLater>
          <div
            className={proseClasses}
            // The server stores only HTML its allow-list has cleaned (docs/behaviour.md §4 rule 9), and sends
            // that HTML in the page; cleaning it again here would cost a slow phone a sanitiser's download
            // and run for what the server has already removed.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server when stored.
            dangerouslySetInnerHTML={{ __html: post.content }}
          />
        </HydrateLater>
      </article>
    </>
  );
}
