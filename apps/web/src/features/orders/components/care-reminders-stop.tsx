import { CheckCircle2, Sprout } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useSay } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { useStopCareReminders } from '../api/care-reminders';

/**
 * Where a care reminder's stop link leads: one tap stops every reminder, no sign-in needed. It asks for
 * the tap rather than stopping on open, since mail scanners and SMS link previews open every link.
 */
export function CareRemindersStop({ token }: { token: string }) {
  const { t } = useTranslation('orders');
  const say = useSay();
  const stop = useStopCareReminders();

  if (stop.isSuccess) {
    return (
      <div role="status" className="rounded-card bg-leaf-50 p-5 text-leaf-800 ring-1 ring-leaf-200">
        <p className="flex items-start gap-2 font-medium">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {say({ code: 'care_reminder.stopped' })}
        </p>
        <Link to="/" className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'mt-4' })}>
          {t('careStop.home')}
        </Link>
      </div>
    );
  }
  return (
    <div className="rounded-card bg-surface p-5 shadow-card ring-1 ring-line">
      <h1 className="flex items-center gap-2 text-xl font-bold text-ink">
        <Sprout aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
        {t('careStop.heading')}
      </h1>
      <p className="mt-2 text-sm text-muted">{t('careStop.text')}</p>
      {stop.isError ? (
        <p role="alert" className="mt-3 text-sm text-danger">
          {errorMessage(stop.error)}
        </p>
      ) : null}
      <Button className="mt-4" disabled={!token || stop.isPending} onClick={() => stop.mutate(token)}>
        {stop.isPending ? t('careStop.stopping') : t('careStop.stop')}
      </Button>
    </div>
  );
}
