import { zodResolver } from '@hookform/resolvers/zod';
import { type Blog, type BlogInput, BlogInputSchema, MESSAGES } from '@plantopia/shared';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { useSaveBlog } from '../api/save-blog';
import { ImageUploader } from './image-uploader';
import { RichTextEditor } from './rich-text-editor';

/** The form holds the tags as the comma-separated text typed; the shared schema splits them. */
type BlogFormValues = z.input<typeof BlogInputSchema>;

const EMPTY: BlogFormValues = { title: '', author: '', imageUrl: '', tags: '', content: '' };

function toFormValues(post: Blog | null): BlogFormValues {
  if (!post) return EMPTY;
  return {
    title: post.title,
    author: post.author,
    imageUrl: post.imageUrl,
    tags: post.tags.join(', '),
    content: post.content,
  };
}

export interface BlogEditorDialogProps {
  /** null: a new post. */
  post: Blog | null;
  open: boolean;
  onClose: () => void;
}

/** SPEC §4 blog modal: create mode without a post, edit mode with one. */
export function BlogEditorDialog({ post, open, onClose }: BlogEditorDialogProps) {
  const id = useId();
  const save = useSaveBlog();
  const [imagePending, setImagePending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<BlogFormValues, unknown, BlogInput>({
    // The shared schema checks exactly what the server checks.
    resolver: zodResolver(BlogInputSchema),
    defaultValues: toFormValues(post),
  });
  const { errors } = form.formState;
  const editing = post !== null;

  const submit = form.handleSubmit((values) => {
    if (imagePending) {
      form.setError('imageUrl', { message: 'Upload the chosen image, or clear it, before saving' });
      return;
    }
    setFailure(null);
    save.mutate(
      { id: post?._id, values },
      {
        onSuccess: () => {
          toast.success(editing ? MESSAGES.blog.updated : MESSAGES.blog.created);
          onClose();
        },
        onError: (error) => {
          const message = editing ? 'Failed to update blog post.' : 'Failed to create blog post.';
          setFailure(errorMessage(error, message));
          toast.error(message);
        },
      },
    );
  });

  return (
    <Modal
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen && !save.isPending) onClose();
      }}
      title={editing ? 'Edit Blog Post' : 'Add New Blog Post'}
      description="Title, author and content are required. HTML is cleaned of anything unsafe when saved."
      className="sm:max-w-5xl"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={save.isPending}>
            {save.isPending ? 'Saving…' : editing ? 'Update Post' : 'Publish Post'}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} noValidate onSubmit={submit} className="grid gap-5">
        {failure ? (
          <p
            role="alert"
            className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger ring-1 ring-red-200 ring-inset"
          >
            {failure}
          </p>
        ) : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="Title" error={errors.title?.message} {...form.register('title')} />
          <TextField label="Author" error={errors.author?.message} {...form.register('author')} />
        </div>
        <Controller
          control={form.control}
          name="imageUrl"
          render={({ field, fieldState }) => (
            <ImageUploader
              label="Image"
              value={field.value ?? ''}
              onChange={field.onChange}
              onPendingChange={setImagePending}
              error={fieldState.error?.message}
            />
          )}
        />
        <TextField
          label="Tags (comma-separated)"
          placeholder="indoor plants, watering, monsoon"
          error={errors.tags?.message}
          {...form.register('tags')}
        />
        <Controller
          control={form.control}
          name="content"
          render={({ field, fieldState }) => (
            <RichTextEditor
              id={`${id}-content`}
              label="Content"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              ref={field.ref}
            />
          )}
        />
      </form>
    </Modal>
  );
}
