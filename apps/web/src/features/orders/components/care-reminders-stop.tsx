import { Sprout } from 'lucide-react';
import { StopByLink } from '@/components/stop-by-link';
import { useSay } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { useStopCareReminders } from '../api/care-reminders';

/** Where a care reminder's stop link leads: one tap stops every reminder. */
export function CareRemindersStop({ token }: { token: string }) {
  const { t } = useTranslation('orders');
  const say = useSay();
  const stop = useStopCareReminders();
  return (
    <StopByLink
      icon={<Sprout aria-hidden="true" className="size-6 shrink-0 text-brand-700" />}
      heading={t('careStop.heading')}
      text={t('careStop.text')}
      stopLabel={t('careStop.stop')}
      stoppingLabel={t('careStop.stopping')}
      homeLabel={t('careStop.home')}
      done={stop.isSuccess ? say({ code: 'care_reminder.stopped' }) : null}
      request={stop}
      onStop={token ? () => stop.mutate(token) : undefined}
    />
  );
}
