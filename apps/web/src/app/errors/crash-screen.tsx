import { TriangleAlert } from 'lucide-react';
import { Button, buttonClasses } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n/react';

export interface CrashScreenProps {
  error: unknown;
  onReset: () => void;
  /** Fill the whole window (the layout itself is gone) instead of the page area. */
  fullPage?: boolean;
}

/** The error's own message, else `null` (the screen then says an unexpected error occurred). */
export function describeError(error: unknown): string | null {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  if (error && typeof error === 'object' && 'statusText' in error && typeof error.statusText === 'string') {
    return error.statusText || null;
  }
  return null;
}

/** 'Oops! Something went wrong', the error and a 'Try again' that resets (docs/behaviour.md §16.3). */
export function CrashScreen({ error, onReset, fullPage = false }: CrashScreenProps) {
  const { t } = useTranslation('common');
  return (
    <div
      role="alert"
      className={
        fullPage
          ? 'flex min-h-dvh items-center justify-center bg-canvas px-4 py-16'
          : 'flex min-h-[60vh] items-center justify-center px-4 py-16'
      }
    >
      <div className="w-full max-w-md rounded-card bg-surface p-8 text-center shadow-card ring-1 ring-line">
        <span className="mx-auto inline-flex size-12 items-center justify-center rounded-full bg-danger-soft text-danger">
          <TriangleAlert aria-hidden="true" className="size-6" />
        </span>
        <h1 className="mt-4 text-2xl font-bold tracking-tight">{t('errors.crashTitle')}</h1>
        <p className="mt-2 break-words text-muted">{describeError(error) ?? t('errors.unexpected')}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button onClick={onReset}>{t('errors.tryAgain')}</Button>
          {/* A plain link: this screen may show when the router itself is gone. */}
          <a href="/" className={buttonClasses({ variant: 'secondary' })}>
            {t('errors.goHome')}
          </a>
        </div>
      </div>
    </div>
  );
}
