import { Container } from '@/components/ui/container';
import { CareRemindersStop } from '@/features/orders';
import { useTranslation } from '@/lib/i18n/react';
import { useSearchParams } from '@/lib/router';

/** `/care-reminders/stop?token=`: the link of every plant care reminder; no account needed. */
export function CareRemindersStopPage() {
  const { t } = useTranslation('orders');
  const [params] = useSearchParams();
  return (
    <Container className="max-w-xl py-6 sm:py-10">
      <title>{t('careStop.pageTitle')}</title>
      {/* The address carries the link's token: it stays out of search engines and other sites' logs. */}
      <meta name="robots" content="noindex" />
      <meta name="referrer" content="no-referrer" />
      <CareRemindersStop token={params.get('token') ?? ''} />
    </Container>
  );
}
