import { type Blog, MESSAGES } from '@plantopia/shared';
import { FilePlus2, Newspaper } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { OfflineNotice } from '@/components/offline-notice';
import { Button } from '@/components/ui/button';
import { useBlogs } from '@/lib/api/blogs';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useWaitingForNetwork } from '@/lib/network';
import { useDeleteBlog } from '../api/delete-blog';
import { BlogEditorDialog } from './blog-editor-dialog';
import { ConfirmDialog } from './confirm-dialog';
import { PanelEmpty, PanelError, PanelSkeleton } from './panel-states';
import { RowActions } from './row-actions';
import { type Column, TableHead } from './table-head';

const COLUMNS: Column[] = [
  { label: 'Title' },
  { label: 'Author' },
  { label: 'Date' },
  { label: 'Actions', hidden: true },
];

type Editing = { post: Blog | null } | null;

/** SPEC §2 Blogs tab: the posts with Edit and Delete, and 'Add New Blog Post'. */
export function BlogsTab() {
  const blogs = useBlogs();
  const offline = useWaitingForNetwork(blogs);
  const remove = useDeleteBlog();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Blog | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => toast.success(MESSAGES.blog.deleted),
      onError: () => toast.error('Failed to delete blog post'),
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
      <PanelEmpty icon={Newspaper} title="No Posts Yet">
        Write the first article with Add New Blog Post.
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
                By {post.author} on {formatDate(post.createdAt)}
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
            <TableHead columns={COLUMNS} />
            <tbody className="divide-y divide-line">
              {blogs.data.map((post) => (
                <tr key={post._id}>
                  <td className="max-w-md px-5 py-3 font-medium">{post.title}</td>
                  <td className="px-5 py-3 text-muted">{post.author}</td>
                  <td className="px-5 py-3 whitespace-nowrap text-muted">{formatDate(post.createdAt)}</td>
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
    <section aria-labelledby="blogs-heading" className="rounded-card bg-surface shadow-card ring-1 ring-line">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-4 py-3 sm:px-5">
        <h2 id="blogs-heading" className="text-base font-semibold">
          Blog posts{' '}
          {blogs.data ? <span className="font-normal text-muted">({blogs.data.length})</span> : null}
        </h2>
        <Button size="sm" onClick={() => setEditing({ post: null })}>
          <FilePlus2 aria-hidden="true" className="size-4" />
          Add New Blog Post
        </Button>
      </div>
      {blogs.isPending || blogs.isError || blogs.data.length === 0 ? (
        <div className="p-4 sm:p-5">{body}</div>
      ) : (
        body
      )}

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
        title={deleting ? `Delete “${deleting.title}”?` : 'Delete blog post'}
        question="Are you sure you want to delete this blog post?"
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
