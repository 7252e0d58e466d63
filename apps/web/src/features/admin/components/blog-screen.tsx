import type { Blog } from '@plantopia/shared';
import { FilePlus2, Newspaper } from 'lucide-react';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { useBlogs } from '@/lib/api/blogs';
import { useFormat } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { useDeleteBlog } from '../api/delete-blog';
import { type ListSpec, useListParams } from '../lib/list-params';
import { type LocalListRules, pageLocally } from '../lib/local-page';
import { BlogEditorDialog } from './blog-editor-dialog';
import { ConfirmDialog } from './confirm-dialog';
import { DataTable, dataColumns } from './data-table/data-table';
import { ListSearch } from './data-table/list-search';
import { AdminScreen } from './layout/admin-screen';
import { RowActions } from './row-actions';

const LIST: ListSpec<never> = { pageSize: 25, sorts: ['date'], defaultSort: { id: 'date', desc: true } };

// `GET /api/blogs` answers every post at once; until it pages, the list is paged here.
const RULES: LocalListRules<Blog, never> = {
  searchIn: (post) => [post.title, post.author],
  compare: { date: (a, b) => a.createdAt.localeCompare(b.createdAt) },
};

const column = dataColumns<Blog>();
const rowId = (post: Blog) => post._id;

type Editing = { post: Blog | null } | null;

/** `/admin/blog` (docs/behaviour.md §12, Blogs): the posts with Edit and Delete, and 'Add New Blog Post'. */
export function BlogScreen() {
  const { t } = useTranslation(['adminCatalog', 'admin']);
  const format = useFormat();
  const list = useListParams(LIST);
  const blogs = useBlogs();
  const remove = useDeleteBlog();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Blog | null>(null);
  const page = useMemo(
    () => (blogs.data ? pageLocally(blogs.data, list.state, RULES) : undefined),
    [blogs.data, list.state],
  );

  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('title', {
          header: t('blogsTab.columns.title'),
          meta: { card: 'title', className: 'max-w-md font-medium' },
        }),
        column.accessor('author', {
          header: t('blogsTab.columns.author'),
          meta: { className: 'text-muted' },
        }),
        column.accessor('createdAt', {
          id: 'date',
          header: t('blogsTab.columns.date'),
          enableSorting: true,
          sortDescFirst: true,
          meta: {
            className: 'whitespace-nowrap text-muted',
            sortNames: { desc: t('admin:dataTable.newestFirst'), asc: t('admin:dataTable.oldestFirst') },
          },
          cell: ({ getValue }) => format.date(getValue()),
        }),
        column.display({
          id: 'actions',
          header: t('blogsTab.columns.actions'),
          meta: { hiddenHeader: true, card: 'actions' },
          cell: ({ row }) => (
            <RowActions
              itemName={row.original.title}
              onEdit={() => setEditing({ post: row.original })}
              onDelete={() => setDeleting(row.original)}
            />
          ),
        }),
      ]),
    [t, format],
  );

  return (
    <AdminScreen
      title={t('blogsTab.heading')}
      actions={
        <Button size="sm" onClick={() => setEditing({ post: null })}>
          <FilePlus2 aria-hidden="true" className="size-4" />
          {t('blogsTab.add')}
        </Button>
      }
    >
      <DataTable
        label={t('blogsTab.heading')}
        columns={columns}
        list={list}
        query={blogs}
        rows={page?.rows}
        total={page?.total}
        getRowId={rowId}
        countLabel={(count) => t('blogsTab.count', { count })}
        empty={{ icon: Newspaper, title: t('blogsTab.emptyTitle'), text: t('blogsTab.emptyText') }}
        toolbar={
          <ListSearch
            list={list}
            label={t('blogsTab.search')}
            placeholder={t('blogsTab.searchPlaceholder')}
          />
        }
      />
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
        title={deleting ? t('blogsTab.deleteTitle', { title: deleting.title }) : t('blogsTab.deleteFallback')}
        question={t('blogsTab.deleteQuestion')}
        confirmLabel={t('blogsTab.deleteConfirm')}
        busy={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting._id, {
            onSuccess: () => toast.success(t('blogsTab.deleted')),
            onError: () => toast.error(t('blogsTab.deleteFailed')),
            onSettled: () => setDeleting(null),
          });
        }}
      />
    </AdminScreen>
  );
}
