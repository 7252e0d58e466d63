import type { Blog } from '@plantopia/shared';
import { FilePlus2, Newspaper } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { OfflineNotice } from '@/components/offline-notice';
import { Button } from '@/components/ui/button';
import { useBlogs } from '@/lib/api/blogs';
import { errorMessage } from '@/lib/api-client';
import { useFormat } from '@/lib/i18n';
import { useWaitingForNetwork } from '@/lib/network';
import { useDeleteBlog } from '../api/delete-blog';
import { BlogEditorDialog } from './blog-editor-dialog';
import { ConfirmDialog } from './confirm-dialog';
import { ListPanel, PanelEmpty, PanelError, PanelSkeleton } from './panel-states';
import { RowActions } from './row-actions';
import { type Column, TableHead } from './table-head';

type Editing = { post: Blog | null } | null;

/** SPEC §2 Blogs tab: the posts with Edit and Delete, and 'Add New Blog Post'. */
export function BlogsTab() {
  const { t } = useTranslation('adminCatalog');
  const format = useFormat();
  const columns: Column[] = [
    { label: t('blogsTab.columns.title') },
    { label: t('blogsTab.columns.author') },
    { label: t('blogsTab.columns.date') },
    { label: t('blogsTab.columns.actions'), hidden: true },
  ];
  const blogs = useBlogs();
  const offline = useWaitingForNetwork(blogs);
  const remove = useDeleteBlog();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Blog | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => toast.success(t('blogsTab.deleted')),
      onError: () => toast.error(t('blogsTab.deleteFailed')),
      onSettled: () => setDeleting(null),
    });
  };

  let body: React.ReactNode;
  if (offline) body = <OfflineNotice compact onRetry={() => blogs.refetch()} />;
  else if (blogs.isPending) body = <PanelSkeleton rows={4} rowClassName="h-14" />;
  else if (blogs.isError)
    body = <PanelError message={errorMessage(blogs.error)} onRetry={() => void blogs.refetch()} />;
  else if (blogs.data.length === 0) {
    body = (
      <PanelEmpty icon={Newspaper} title={t('blogsTab.emptyTitle')}>
        {t('blogsTab.emptyText')}
      </PanelEmpty>
    );
  } else {
    body = (
      <>
        <ul className="divide-y divide-line md:hidden">
          {blogs.data.map((post) => (
            <li key={post._id} className="px-4 py-4">
              <p className="font-medium leading-snug">{post.title}</p>
              <p className="mt-0.5 text-xs text-muted">
                {t('blogsTab.byline', { author: post.author, date: format.date(post.createdAt) })}
              </p>
              <div className="-ml-3 mt-1">
                <RowActions
                  itemName={post.title}
                  onEdit={() => setEditing({ post })}
                  onDelete={() => setDeleting(post)}
                />
              </div>
            </li>
          ))}
        </ul>
        <div className="hidden overflow-x-auto md:block">
          <table className="w-full text-left text-sm">
            <TableHead columns={columns} />
            <tbody className="divide-y divide-line">
              {blogs.data.map((post) => (
                <tr key={post._id}>
                  <td className="max-w-md px-5 py-3 font-medium">{post.title}</td>
                  <td className="px-5 py-3 text-muted">{post.author}</td>
                  <td className="px-5 py-3 whitespace-nowrap text-muted">{format.date(post.createdAt)}</td>
                  <td className="px-5 py-2">
                    <RowActions
                      itemName={post.title}
                      onEdit={() => setEditing({ post })}
                      onDelete={() => setDeleting(post)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </>
    );
  }

  return (
    <ListPanel
      id="blogs-heading"
      heading={t('blogsTab.heading')}
      count={blogs.data ? format.number(blogs.data.length) : undefined}
      action={
        <Button size="sm" onClick={() => setEditing({ post: null })}>
          <FilePlus2 aria-hidden="true" className="size-4" />
          {t('blogsTab.add')}
        </Button>
      }
      padded={blogs.isPending || blogs.isError || blogs.data.length === 0}
      dialogs={
        <>
          {editing ? (
            <BlogEditorDialog
              key={editing.post?._id ?? 'new'}
              post={editing.post}
              open
              onClose={() => setEditing(null)}
            />
          ) : null}
          <ConfirmDialog
            open={deleting !== null}
            onOpenChange={(open) => {
              if (!open && !remove.isPending) setDeleting(null);
            }}
            title={
              deleting ? t('blogsTab.deleteTitle', { title: deleting.title }) : t('blogsTab.deleteFallback')
            }
            question={t('blogsTab.deleteQuestion')}
            confirmLabel={t('blogsTab.deleteConfirm')}
            busy={remove.isPending}
            onConfirm={confirmDelete}
          />
        </>
      }
    >
      {body}
    </ListPanel>
  );
}
