import { Container } from '@/components/ui/container';
import { CareReminders, MyOrders } from '@/features/orders';
import { ProfileDetails } from '@/features/profile/components/profile-details';
import { useTranslation } from '@/lib/i18n/react';
import { useSession } from '@/lib/session';

/**
 * /profile (login required): the profile and the plant care reminders on the left, 'My Orders' on the
 * right; on a phone the profile, the orders, then the reminders (docs/behaviour.md §16.1).
 */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const { user } = useSession();
  // The router's login guard renders this page only with a user.
  if (!user) return null;
  return (
    <Container className="py-8 sm:py-12">
      <title>{t('page.title')}</title>
      <h1 className="text-3xl font-bold tracking-tight">{t('page.heading')}</h1>
      <div className="mt-6 grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        {/* On a phone the orders come right after the profile, the care reminders last. */}
        <div className="contents lg:grid lg:grid-cols-1 lg:gap-8">
          <ProfileDetails uid={user.uid} />
          <div className="order-last lg:order-none">
            <CareReminders />
          </div>
        </div>
        <MyOrders />
      </div>
    </Container>
  );
}
