import { imageAt } from '@plantopia/shared';
import { ImageUp } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FilePickerButton } from '@/components/ui/file-picker-button';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n/react';
import toast from '@/lib/toast';
import { useUploadAvatar } from '../api/upload-avatar';
import { checkAvatarFile } from '../lib/avatar-file';

/**
 * Choose a photo, then Upload (checked here first, then by the server: docs/behaviour.md §16.2). The
 * uploaded URL goes into the form's Photo URL; saving the profile makes it the avatar.
 */
export function AvatarUpload({ onUploaded }: { onUploaded: (imageUrl: string) => void }) {
  const { t } = useTranslation('profile');
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadAvatar();
  const [preview, setPreview] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<string | null>(null);

  // A local preview of the chosen photo; the object URL is released when the choice changes.
  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => {
      URL.revokeObjectURL(url);
      setPreview(null);
    };
  }, [file]);

  function choose(chosen: File | undefined) {
    if (!chosen) return;
    const problem = checkAvatarFile(chosen);
    if (problem) {
      toast.error(t(problem));
      setFile(null);
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    setFile(chosen);
    setUploaded(null);
  }

  async function send() {
    if (!file) {
      toast.error(t('upload.missing'));
      return;
    }
    try {
      const imageUrl = await upload.mutateAsync(file);
      onUploaded(imageUrl);
      setUploaded(imageUrl);
      toast.success(t('upload.done'));
      setFile(null);
      if (inputRef.current) inputRef.current.value = '';
    } catch (error) {
      // The server's own message when it answered; otherwise a retry hint (docs/behaviour.md §16.3).
      toast.error(
        isApiError(error) && error.status > 0 && error.status < 500 ? error.message : t('upload.failed'),
      );
    }
  }

  return (
    <div className="rounded-lg border border-dashed border-brand-200 bg-brand-50/40 p-3">
      <p className="text-sm font-medium text-ink">{t('upload.title')}</p>
      <p className="mt-0.5 text-xs text-muted">{t('upload.formats')}</p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <FilePickerButton
          ref={inputRef}
          accept="image/*"
          onChange={(event) => choose(event.target.files?.[0])}
        >
          {t('upload.choose')}
        </FilePickerButton>
        <Button size="sm" onClick={send} disabled={upload.isPending}>
          {upload.isPending ? (
            <Spinner label={t('upload.uploadingShort')} className="text-white [&_svg]:size-4" />
          ) : (
            <ImageUp aria-hidden="true" className="size-4" />
          )}
          {upload.isPending ? t('upload.uploading') : t('upload.submit')}
        </Button>
      </div>
      <div className="mt-2 flex items-center gap-2">
        {preview || uploaded ? (
          <img
            src={preview ?? imageAt(uploaded!, 160)}
            alt=""
            width={32}
            height={32}
            className="size-8 rounded-full object-cover ring-1 ring-line"
          />
        ) : null}
        <p className="min-w-0 truncate text-xs text-muted" aria-live="polite">
          {file
            ? t('upload.selected', { name: file.name })
            : uploaded
              ? t('upload.uploaded')
              : t('upload.none')}
        </p>
      </div>
    </div>
  );
}
