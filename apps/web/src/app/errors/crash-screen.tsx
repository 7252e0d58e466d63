import { TriangleAlert } from 'lucide-react';
import { Button, buttonClasses } from '@/components/ui/button';

export interface CrashScreenProps {
  error: unknown;
  onReset: () => void;
  /** Fill the whole window (the layout itself is gone) instead of the page area. */
  fullPage?: boolean;
}

export function describeError(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  if (error && typeof error === 'object' && 'statusText' in error && typeof error.statusText === 'string') {
    return error.statusText || 'Unknown error';
  }
  return 'An unexpected error occurred.';
}

/** SPEC §2: 'Oops! Something went wrong', the error message and a 'Try again' button that resets. */
export function CrashScreen({ error, onReset, fullPage = false }: CrashScreenProps) {
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
        <h1 className="mt-4 text-2xl font-bold tracking-tight">Oops! Something went wrong</h1>
        <p className="mt-2 break-words text-muted">{describeError(error)}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button onClick={onReset}>Try again</Button>
          {/* A plain link: this screen may show when the router itself is gone. */}
          <a href="/" className={buttonClasses({ variant: 'secondary' })}>
            Go to Home
          </a>
        </div>
      </div>
    </div>
  );
}
