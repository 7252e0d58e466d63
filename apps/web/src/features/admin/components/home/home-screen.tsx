import type { AdminStats, SalesFigure } from '@plantopia/shared';
import { clsx } from 'clsx';
import {
  BellRing,
  ChevronRight,
  Inbox,
  type LucideIcon,
  PackageCheck,
  PackageMinus,
  PackageX,
  PhoneCall,
  TrendingUp,
  Truck,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/components/link';
import { errorMessage } from '@/lib/api-client';
import { useFormat } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { useAdminStats } from '../../api/get-admin-stats';
import { TO_CONFIRM } from '../../lib/order-list';
import { AdminScreen } from '../layout/admin-screen';
import { PanelError, PanelSkeleton } from '../panel-states';

/** A piece of today's work: how many wait, and the list that shows exactly them. */
interface WorkTile {
  id: string;
  /** Null when the viewer does not see this work (staff and the owner's stock). */
  count: (stats: AdminStats) => number | null;
  to: string;
  icon: LucideIcon;
}

/**
 * The work waiting on the shop, in the order a day goes: call, book, ship, then the inbox and the
 * messages that did not reach a shopper, and for the owner the stock to reorder. Each tile's address is
 * the list filtered to what it counts; a new kind of work is one more entry here and one more count in
 * AdminStats.
 */
const WORK: readonly WorkTile[] = [
  {
    id: 'toConfirm',
    count: (stats) => stats.toConfirm,
    to: `/admin/orders?confirmation=${TO_CONFIRM}`,
    icon: PhoneCall,
  },
  {
    id: 'toBook',
    count: (stats) => stats.toBook,
    to: '/admin/orders?status=accepted&booked=no',
    icon: Truck,
  },
  { id: 'toShip', count: (stats) => stats.toShip, to: '/admin/orders?status=accepted', icon: PackageCheck },
  { id: 'unreadMessages', count: (stats) => stats.unreadMessages, to: '/admin/messages', icon: Inbox },
  {
    id: 'failedMessages',
    count: (stats) => stats.failedMessages,
    to: '/admin/notifications',
    icon: BellRing,
  },
  {
    id: 'lowStock',
    count: (stats) => stats.lowStock,
    to: '/admin/products?stock=low',
    icon: PackageMinus,
  },
  {
    id: 'soldOut',
    count: (stats) => stats.soldOut,
    to: '/admin/products?stock=sold_out',
    icon: PackageX,
  },
];

/**
 * `/admin` (issue 24 item 5): the back office opens on today — the orders to confirm, book and ship,
 * the unread messages and failed notifications, and for the owner today's and the week's sales beside
 * the week before.
 */
export function HomeScreen() {
  const { t } = useTranslation('adminReports');
  const format = useFormat();
  const stats = useAdminStats();

  return (
    <AdminScreen title={t('home.heading')} description={t('home.description')}>
      {stats.isError && !stats.data ? (
        <PanelError message={errorMessage(stats.error)} onRetry={() => void stats.refetch()} />
      ) : !stats.data ? (
        <PanelSkeleton rows={2} rowClassName="h-28" />
      ) : (
        <div className="grid gap-6">
          <section aria-labelledby="home-work">
            <h2 id="home-work" className="mb-3 text-lg font-semibold text-ink">
              {t('home.work')}
            </h2>
            <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
              {WORK.map((tile) => {
                const count = tile.count(stats.data);
                return count === null ? null : (
                  <li key={tile.id}>
                    <Tile
                      to={tile.to}
                      icon={tile.icon}
                      label={t(`home.tiles.${tile.id}`)}
                      value={format.number(count)}
                      urgent={count > 0}
                    />
                  </li>
                );
              })}
            </ul>
          </section>
          {stats.data.sales ? <Sales sales={stats.data.sales} /> : null}
        </div>
      )}
    </AdminScreen>
  );
}

function Tile({
  to,
  icon: Icon,
  label,
  value,
  urgent,
  children,
}: {
  to: string;
  icon: LucideIcon;
  label: string;
  value: string;
  urgent?: boolean;
  children?: ReactNode;
}) {
  return (
    <Link
      to={to}
      className="group flex h-full items-center gap-4 rounded-card bg-surface p-4 shadow-card ring-1 ring-line transition-shadow hover:shadow-lift"
    >
      <span
        className={clsx(
          'inline-flex size-11 shrink-0 items-center justify-center rounded-full',
          urgent ? 'bg-terracotta-50 text-terracotta-700' : 'bg-brand-50 text-brand-700',
        )}
      >
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-medium text-muted">{label}</span>
        <span className="block text-2xl font-bold tracking-tight text-ink tabular-nums">{value}</span>
        {children}
      </span>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted group-hover:text-brand-700" />
    </Link>
  );
}

/** Sales as the figure and its orders, and the same days a week before. */
function Sales({ sales }: { sales: NonNullable<AdminStats['sales']> }) {
  const { t } = useTranslation('adminReports');
  const format = useFormat();
  const line = (figure: SalesFigure) =>
    t('home.ordersWorth', { count: figure.orders, orders: format.number(figure.orders) });
  const beside = (before: SalesFigure, key: 'sameDayLastWeek' | 'previousWeek') => (
    <span className="mt-1 block text-sm text-muted">
      {t(`home.${key}`, { value: format.taka(before.sales), orders: line(before) })}
    </span>
  );
  return (
    <section aria-labelledby="home-sales">
      <h2 id="home-sales" className="mb-3 text-lg font-semibold text-ink">
        {t('home.sales')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        <li>
          <Tile
            to="/admin/reports?period=today"
            icon={TrendingUp}
            label={t('home.today', { orders: line(sales.today) })}
            value={format.taka(sales.today.sales)}
          >
            {beside(sales.sameDayLastWeek, 'sameDayLastWeek')}
          </Tile>
        </li>
        <li>
          <Tile
            to="/admin/reports?period=7d"
            icon={TrendingUp}
            label={t('home.week', { orders: line(sales.week) })}
            value={format.taka(sales.week.sales)}
          >
            {beside(sales.previousWeek, 'previousWeek')}
          </Tile>
        </li>
      </ul>
    </section>
  );
}
