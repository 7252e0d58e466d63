import { useEffect, useRef, useState } from 'react';
import { FilePickerButton } from '@/components/ui/file-picker-button';
import { useTranslation } from '@/lib/i18n/react';
import { shrinkPhoto, UnreadablePhotoError } from '@/lib/shrink-photo';
import toast from '@/lib/toast';
import { checkAvatarFile } from '../lib/avatar-file';

/**
 * Choose a photo: it is checked and shrunk here at once (a phone photo of any size, issue 26), shown as a
 * preview, and handed to the form, which uploads it when the profile is saved; there is no separate
 * upload step to forget (docs/behaviour.md §16.2).
 */
export function AvatarUpload({ onChosen }: { onChosen: (photo: File | null) => void }) {
  const { t } = useTranslation('profile');
  const inputRef = useRef<HTMLInputElement>(null);
  const [photo, setPhoto] = useState<{ file: File; name: string } | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  // A local preview of the chosen photo; the object URL is released when the choice changes.
  useEffect(() => {
    if (!photo) return;
    const url = URL.createObjectURL(photo.file);
    setPreview(url);
    return () => {
      URL.revokeObjectURL(url);
      setPreview(null);
    };
  }, [photo]);

  function refuse(message: string) {
    toast.error(message);
    setPhoto(null);
    onChosen(null);
    if (inputRef.current) inputRef.current.value = '';
  }

  async function choose(chosen: File | undefined) {
    if (!chosen) return;
    const problem = checkAvatarFile(chosen);
    if (problem) return refuse(t(problem));
    setReading(true);
    try {
      const file = await shrinkPhoto(chosen);
      setPhoto({ file, name: chosen.name });
      onChosen(file);
    } catch (error) {
      if (!(error instanceof UnreadablePhotoError)) throw error;
      refuse(t('upload.unreadable'));
    } finally {
      setReading(false);
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
          onChange={(event) => void choose(event.target.files?.[0])}
        >
          {t('upload.choose')}
        </FilePickerButton>
      </div>
      <div className="mt-2 flex items-center gap-2">
        {preview ? (
          <img
            src={preview}
            alt=""
            width={32}
            height={32}
            className="size-8 rounded-full object-cover ring-1 ring-line"
          />
        ) : null}
        <p className="min-w-0 text-xs break-words text-muted" aria-live="polite">
          {reading
            ? t('upload.reading')
            : photo
              ? t('upload.selected', { name: photo.name })
              : t('upload.none')}
        </p>
      </div>
    </div>
  );
}
