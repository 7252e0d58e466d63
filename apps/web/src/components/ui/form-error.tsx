import { CircleAlert } from 'lucide-react';

/**
 * A form's failure (an account form's, a sign-in code's) shows in a red box, and as a toast
 * (docs/behaviour.md §16.3).
 */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-2.5 rounded-lg border border-red-200 bg-danger-soft px-3.5 py-3 text-sm font-medium text-danger"
    >
      <CircleAlert aria-hidden="true" className="mt-px size-4 shrink-0" />
      <p>{message}</p>
    </div>
  );
}
