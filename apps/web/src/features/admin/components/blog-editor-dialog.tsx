import { type Blog, type BlogInput, BlogInputSchema } from '@plantopia/shared';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n/react';
import { zodResolver } from '@/lib/i18n/zod-resolver';
import { useSaveBlog } from '../api/save-blog';
import { ImageUploader } from './image-uploader';
import { FormFailure } from './panel-states';
import { RichTextEditor } from './rich-text-editor';

/** The form holds the tags as the comma-separated text typed; the shared schema splits them. */
type BlogFormValues = z.input<typeof BlogInputSchema>;

const EMPTY: BlogFormValues = {
  title: '',
  author: '',
  imageUrl: '',
  tags: '',
  content: '',
  titleBn: '',
  contentBn: '',
  authorBn: '',
  tagsBn: '',
};

function toFormValues(post: Blog | null): BlogFormValues {
  if (!post) return EMPTY;
  return {
    title: post.title,
    author: post.author,
    imageUrl: post.imageUrl,
    tags: post.tags.join(', '),
    content: post.content,
    titleBn: post.titleBn ?? '',
    contentBn: post.contentBn ?? '',
    authorBn: post.authorBn ?? '',
    tagsBn: post.tagsBn.join(', '),
  };
}

export interface BlogEditorDialogProps {
  /** null: a new post. */
  post: Blog | null;
  open: boolean;
  onClose: () => void;
}

/** The blog dialog: create mode without a post, edit mode with one (docs/behaviour.md §16.1). */
export function BlogEditorDialog({ post, open, onClose }: BlogEditorDialogProps) {
  const { t } = useTranslation('adminCatalog');
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
      form.setError('imageUrl', { message: t('productForm.imagePending') });
      return;
    }
    setFailure(null);
    save.mutate(
      { id: post?._id, values },
      {
        onSuccess: () => {
          toast.success(editing ? t('blogEditor.updated') : t('blogEditor.created'));
          onClose();
        },
        onError: (error) => {
          const message = editing ? t('blogEditor.updateFailed') : t('blogEditor.createFailed');
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
      title={editing ? t('blogEditor.editTitle') : t('blogEditor.newTitle')}
      description={t('blogEditor.description')}
      className="sm:max-w-5xl"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {t('blogEditor.cancel')}
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={save.isPending}>
            {save.isPending
              ? t('blogEditor.saving')
              : editing
                ? t('blogEditor.update')
                : t('blogEditor.publish')}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} noValidate onSubmit={submit} className="grid gap-5">
        <FormFailure message={failure} />
        {/* English | বাংলা side by side from `sm` up; on a phone each English field precedes its Bangla twin. */}
        <div
          aria-hidden="true"
          className="hidden gap-5 border-b border-line pb-2 text-sm font-semibold sm:grid sm:grid-cols-2"
        >
          <span>English</span>
          <span lang="bn">বাংলা</span>
        </div>
        <p className="-mt-2 text-sm text-muted">{t('blogEditor.bilingualIntro')}</p>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('blogEditor.title')}
            error={errors.title?.message}
            {...form.register('title')}
          />
          <TextField
            label={t('blogEditor.titleBn')}
            lang="bn"
            error={errors.titleBn?.message}
            {...form.register('titleBn')}
          />
        </div>
        {/* items-start: the shorter column keeps its preview under its editor, not stretched apart. */}
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <Controller
            control={form.control}
            name="content"
            render={({ field, fieldState }) => (
              <RichTextEditor
                id={`${id}-content`}
                label={t('blogEditor.content')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                ref={field.ref}
                previewBeside={false}
              />
            )}
          />
          <Controller
            control={form.control}
            name="contentBn"
            render={({ field, fieldState }) => (
              <RichTextEditor
                id={`${id}-content-bn`}
                label={t('blogEditor.contentBn')}
                lang="bn"
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                ref={field.ref}
                previewBeside={false}
              />
            )}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('blogEditor.author')}
            error={errors.author?.message}
            {...form.register('author')}
          />
          <TextField
            label={t('blogEditor.authorBn')}
            lang="bn"
            error={errors.authorBn?.message}
            {...form.register('authorBn')}
          />
        </div>
        <Controller
          control={form.control}
          name="imageUrl"
          render={({ field, fieldState }) => (
            <ImageUploader
              label={t('blogEditor.image')}
              value={field.value ?? ''}
              onChange={field.onChange}
              onPendingChange={setImagePending}
              error={fieldState.error?.message}
            />
          )}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('blogEditor.tags')}
            placeholder={t('blogEditor.tagsPlaceholder')}
            error={errors.tags?.message}
            {...form.register('tags')}
          />
          <TextField
            label={t('blogEditor.tagsBn')}
            lang="bn"
            placeholder={t('blogEditor.tagsBnPlaceholder')}
            error={errors.tagsBn?.message}
            {...form.register('tagsBn')}
          />
        </div>
      </form>
    </Modal>
  );
}
