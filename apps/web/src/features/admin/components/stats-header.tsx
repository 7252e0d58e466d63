import { Package, ShoppingBag, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/i18n';
import { useWaitingForNetwork } from '@/lib/network';
import { useAdminStats } from '../api/get-admin-stats';

/** SPEC §2: the dashboard header with its three counters, '...' while they load. */
export function StatsHeader() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const stats = useAdminStats();
  const { data, isError } = stats;
  // Offline the counters wait (the tabs below say why) instead of loading for ever.
  const offline = useWaitingForNetwork(stats);
  const show = (value: number | undefined) =>
    value === undefined ? (isError || offline ? '—' : '...') : format.number(value);
  const counters = [
    { label: t('dashboard.totalOrders'), value: data?.totalOrders, icon: ShoppingBag },
    { label: t('dashboard.totalUsers'), value: data?.totalUsers, icon: Users },
    { label: t('dashboard.totalProducts'), value: data?.totalProducts, icon: Package },
  ];

  return (
    <header className="bg-linear-to-br from-brand-800 to-brand-600 pt-8 pb-20 text-white sm:pt-10">
      <div className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('dashboard.heading')}</h1>
        <p className="mt-1 text-sm text-brand-100">{t('dashboard.tagline')}</p>
        <dl className="mt-6 grid grid-cols-3 gap-2 sm:gap-4">
          {counters.map(({ label, value, icon: Icon }) => (
            <div
              key={label}
              className="rounded-xl bg-white/10 px-3 py-3 ring-1 ring-white/15 ring-inset sm:px-5 sm:py-4"
            >
              <dt className="flex items-center gap-2 text-xs font-medium text-brand-100 sm:text-sm">
                <Icon aria-hidden="true" className="hidden size-4 sm:block" />
                {label}
              </dt>
              <dd className="mt-1 text-xl font-bold tabular-nums sm:text-3xl" aria-live="polite">
                {show(value)}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </header>
  );
}
