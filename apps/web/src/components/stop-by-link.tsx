import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/components/link';
import { Button, buttonClasses } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';

/** What the panel shows of the request that stops the messages. */
interface StopRequest {
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/**
 * Where a message's stop link leads (back-in-stock alerts, care reminders): one tap stops them, no
 * sign-in needed. It asks for the tap rather than stopping on open, since mail scanners and SMS link
 * previews open every link. `done` is the confirmation once stopped; null until then.
 */
export function StopByLink({
  icon,
  heading,
  text,
  stopLabel,
  stoppingLabel,
  homeLabel,
  done,
  request,
  onStop,
}: {
  icon: ReactNode;
  heading: string;
  text: string;
  stopLabel: string;
  stoppingLabel: string;
  homeLabel: string;
  done: string | null;
  request: StopRequest;
  /** Absent when the link carries no token: the button stays off. */
  onStop: (() => void) | undefined;
}) {
  if (done !== null) {
    return (
      <div role="status" className="rounded-card bg-leaf-50 p-5 text-leaf-800 ring-1 ring-leaf-200">
        <p className="flex items-start gap-2 font-medium">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {done}
        </p>
        <Link to="/" className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'mt-4' })}>
          {homeLabel}
        </Link>
      </div>
    );
  }
  return (
    <div className="rounded-card bg-surface p-5 shadow-card ring-1 ring-line">
      <h1 className="flex items-center gap-2 text-xl font-bold text-ink">
        {icon}
        {heading}
      </h1>
      <p className="mt-2 text-sm text-muted">{text}</p>
      {request.isError ? (
        <p role="alert" className="mt-3 text-sm text-danger">
          {errorMessage(request.error)}
        </p>
      ) : null}
      <Button className="mt-4" disabled={!onStop || request.isPending} onClick={onStop}>
        {request.isPending ? stoppingLabel : stopLabel}
      </Button>
    </div>
  );
}
