import { imageAt, MAX_UPLOAD_BYTES } from '@plantopia/shared';
import { clsx } from 'clsx';
import { CircleCheck, FolderOpen, ImageIcon, Link2, Upload, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Button, buttonClasses } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/field';
import { isApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n/react';
import { useUploadImage } from '../api/upload-image';

const ACCEPTED = 'image/jpeg,image/png,image/gif';

export interface ImageUploaderProps {
  label: string;
  /** The image's URL ('' for none). */
  value: string;
  onChange: (url: string) => void;
  /** Reports a chosen file that is not uploaded yet, so the form can ask for it first. */
  onPendingChange?: (pending: boolean) => void;
  error?: string;
}

/** Why an upload failed: the server's own reason when it gave one (docs/behaviour.md §16.3). */
function uploadFailure(error: unknown, t: (key: string) => string): string {
  if (isApiError(error) && !error.isNetworkError) return error.message || t('imageUploader.failed');
  return t('imageUploader.error');
}

/**
 * The admin's image uploader (docs/behaviour.md §16.2): a JPG, PNG or GIF file of at most 5 MB uploaded
 * to the shop (the server re-encodes it), or a direct image URL with a preview; Clear removes the image.
 */
export function ImageUploader({ label, value, onChange, onPendingChange, error }: ImageUploaderProps) {
  const { t } = useTranslation('adminCatalog');
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [mode, setMode] = useState<'file' | 'url'>(value && !value.startsWith('/') ? 'url' : 'file');
  const [file, setFile] = useState<File | null>(null);
  /** The name of the file uploaded last, while it is still the image (the browser forgets it). */
  const [uploadedName, setUploadedName] = useState<string | null>(null);
  const [filePreview, setFilePreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const upload = useUploadImage();

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setFilePreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  useEffect(() => {
    onPendingChange?.(file !== null);
  }, [file, onPendingChange]);

  const fail = (message: string) => {
    setProblem(message);
    toast.error(message);
  };

  const forgetFile = () => {
    setFile(null);
    setFilePreview(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const choose = (chosen: File | undefined) => {
    setProblem(null);
    if (chosen) setUploadedName(null);
    if (!chosen) return forgetFile();
    if (!chosen.type.startsWith('image/')) {
      forgetFile();
      return fail(t('imageUploader.notAnImage'));
    }
    if (chosen.size > MAX_UPLOAD_BYTES) {
      forgetFile();
      return fail(t('imageUploader.tooLarge'));
    }
    setFile(chosen);
  };

  const send = () => {
    if (!file) return fail(t('imageUploader.missing'));
    setProblem(null);
    const name = file.name;
    upload.mutate(file, {
      onSuccess: (url) => {
        onChange(url);
        setUploadedName(name);
        forgetFile();
        toast.success(t('imageUploader.uploaded'));
      },
      onError: (failure) => fail(uploadFailure(failure, t)),
    });
  };

  const clear = () => {
    forgetFile();
    setUploadedName(null);
    setProblem(null);
    setBrokenUrl(null);
    onChange('');
  };

  const shown = filePreview ?? (value ? imageAt(value, 480) : null);
  const urlBroken = mode === 'url' && value !== '' && brokenUrl === value;
  const message = problem ?? (urlBroken ? t('imageUploader.invalidUrl') : error);

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1.5 text-sm font-medium text-ink">{label}</legend>
      <fieldset
        aria-label={t('imageUploader.source')}
        className="inline-flex w-fit rounded-lg bg-brand-50 p-1"
      >
        {(
          [
            ['file', t('imageUploader.fileMode'), Upload],
            ['url', t('imageUploader.urlMode'), Link2],
          ] as const
        ).map(([value_, text, Icon]) => (
          <button
            key={value_}
            type="button"
            aria-pressed={mode === value_}
            onClick={() => setMode(value_)}
            className={clsx(
              'inline-flex h-9 items-center gap-1.5 rounded-md px-3 text-sm font-medium transition-colors',
              mode === value_ ? 'bg-surface text-brand-800 shadow-sm' : 'text-muted hover:text-brand-800',
            )}
          >
            <Icon aria-hidden="true" className="size-4" />
            {text}
          </button>
        ))}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <div className="flex aspect-square w-40 items-center justify-center overflow-hidden rounded-xl bg-brand-50 ring-1 ring-line">
          {shown && !urlBroken ? (
            <img
              src={shown}
              alt={filePreview ? t('imageUploader.preview') : t('imageUploader.current')}
              width={160}
              height={160}
              className="size-full object-cover"
              onError={() => setBrokenUrl(value)}
              onLoad={() => setBrokenUrl(null)}
            />
          ) : (
            <ImageIcon aria-hidden="true" className="size-10 text-brand-300" />
          )}
        </div>

        <div className="grid content-start gap-3">
          {mode === 'file' ? (
            <>
              <div>
                <Label htmlFor={`${id}-file`}>{t('imageUploader.file')}</Label>
                {/*
                 * The browser's own file field says "No file chosen" again once an upload has cleared it;
                 * it stays the focusable control, and a button-like label and a status line show instead.
                 */}
                <input
                  ref={fileInput}
                  id={`${id}-file`}
                  type="file"
                  accept={ACCEPTED}
                  aria-describedby={`${id}-file-state ${id}-file-hint`}
                  onChange={(event) => choose(event.target.files?.[0])}
                  className="peer sr-only"
                />
                <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500">
                  <label
                    htmlFor={`${id}-file`}
                    aria-hidden="true"
                    className={buttonClasses({
                      variant: 'secondary',
                      size: 'sm',
                      className: 'cursor-pointer',
                    })}
                  >
                    <FolderOpen className="size-4" />
                    {file || uploadedName ? t('imageUploader.chooseAnother') : t('imageUploader.choose')}
                  </label>
                  <p id={`${id}-file-state`} className="min-w-0 text-sm break-all">
                    {file ? (
                      <span className="font-medium text-ink">{file.name}</span>
                    ) : uploadedName && value ? (
                      <span className="inline-flex items-center gap-1.5 font-medium text-leaf-800">
                        <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
                        {t('imageUploader.uploadedName', { name: uploadedName })}
                      </span>
                    ) : value ? (
                      <span className="text-muted">{t('imageUploader.inUse')}</span>
                    ) : (
                      <span className="text-muted">{t('imageUploader.none')}</span>
                    )}
                  </p>
                </div>
                <p id={`${id}-file-hint`} className="mt-1.5 text-xs text-muted">
                  {t('imageUploader.hint')}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" size="sm" onClick={send} disabled={upload.isPending}>
                  <Upload aria-hidden="true" className="size-4" />
                  {upload.isPending ? t('imageUploader.uploading') : t('imageUploader.upload')}
                </Button>
                {value || file ? (
                  <Button variant="ghost" size="sm" onClick={clear}>
                    <X aria-hidden="true" className="size-4" />
                    {t('imageUploader.clear')}
                  </Button>
                ) : null}
              </div>
              {file ? <p className="text-xs text-terracotta-700">{t('imageUploader.notYet')}</p> : null}
            </>
          ) : (
            <>
              <div>
                <Label htmlFor={`${id}-url`}>{t('imageUploader.url')}</Label>
                <Input
                  id={`${id}-url`}
                  type="url"
                  inputMode="url"
                  placeholder={t('imageUploader.urlPlaceholder')}
                  value={value}
                  onChange={(event) => {
                    setProblem(null);
                    onChange(event.target.value.trim());
                  }}
                />
              </div>
              {value ? (
                <Button variant="ghost" size="sm" onClick={clear} className="w-fit">
                  <X aria-hidden="true" className="size-4" />
                  {t('imageUploader.clear')}
                </Button>
              ) : null}
            </>
          )}
          {message ? (
            <p role="alert" className="text-sm font-medium text-danger">
              {message}
            </p>
          ) : null}
        </div>
      </div>
    </fieldset>
  );
}
