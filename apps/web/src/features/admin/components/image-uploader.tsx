import { imageAt, MAX_UPLOAD_BYTES } from '@plantopia/shared';
import { clsx } from 'clsx';
import { CircleCheck, FolderOpen, ImageIcon, Link2, Upload, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Button, buttonClasses } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/field';
import { isApiError } from '@/lib/api-client';
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

/** Why an upload failed, in SPEC §8's words. */
function uploadFailure(error: unknown): string {
  if (isApiError(error) && !error.isNetworkError) return error.message || 'Failed to upload image';
  return 'Error uploading image. Please try again.';
}

/**
 * SPEC §5's admin image uploader: a JPG, PNG or GIF file of at most 5 MB uploaded to the shop (the
 * server re-encodes it), or a direct image URL with a preview; Clear removes the image.
 */
export function ImageUploader({ label, value, onChange, onPendingChange, error }: ImageUploaderProps) {
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
      return fail('Please select an image file');
    }
    if (chosen.size > MAX_UPLOAD_BYTES) {
      forgetFile();
      return fail('Image size should be less than 5MB');
    }
    setFile(chosen);
  };

  const send = () => {
    if (!file) return fail('Please select an image first');
    setProblem(null);
    const name = file.name;
    upload.mutate(file, {
      onSuccess: (url) => {
        onChange(url);
        setUploadedName(name);
        forgetFile();
        toast.success('Image uploaded successfully!');
      },
      onError: (failure) => fail(uploadFailure(failure)),
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
  const message = problem ?? (urlBroken ? 'Invalid image URL' : error);

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1.5 text-sm font-medium text-ink">{label}</legend>
      <fieldset aria-label="Image source" className="inline-flex w-fit rounded-lg bg-brand-50 p-1">
        {(
          [
            ['file', 'Upload a file', Upload],
            ['url', 'Use an image URL', Link2],
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
              alt={filePreview ? 'Preview of the chosen file' : 'Current image'}
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
                <Label htmlFor={`${id}-file`}>Image file</Label>
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
                    {file || uploadedName ? 'Choose another' : 'Choose image'}
                  </label>
                  <p id={`${id}-file-state`} className="min-w-0 text-sm break-all">
                    {file ? (
                      <span className="font-medium text-ink">{file.name}</span>
                    ) : uploadedName && value ? (
                      <span className="inline-flex items-center gap-1.5 font-medium text-leaf-800">
                        <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
                        Uploaded {uploadedName}
                      </span>
                    ) : value ? (
                      <span className="text-muted">Current image in use</span>
                    ) : (
                      <span className="text-muted">No image chosen</span>
                    )}
                  </p>
                </div>
                <p id={`${id}-file-hint`} className="mt-1.5 text-xs text-muted">
                  JPG, PNG or GIF, up to 5MB. Images are optimized automatically.
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" size="sm" onClick={send} disabled={upload.isPending}>
                  <Upload aria-hidden="true" className="size-4" />
                  {upload.isPending ? 'Uploading…' : 'Upload Image'}
                </Button>
                {value || file ? (
                  <Button variant="ghost" size="sm" onClick={clear}>
                    <X aria-hidden="true" className="size-4" />
                    Clear
                  </Button>
                ) : null}
              </div>
              {file ? (
                <p className="text-xs text-terracotta-700">Not uploaded yet: press Upload Image.</p>
              ) : null}
            </>
          ) : (
            <>
              <div>
                <Label htmlFor={`${id}-url`}>Image URL</Label>
                <Input
                  id={`${id}-url`}
                  type="url"
                  inputMode="url"
                  placeholder="https://example.com/photo.jpg"
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
                  Clear
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
