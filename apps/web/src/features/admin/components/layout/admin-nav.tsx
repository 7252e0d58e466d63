import { clsx } from 'clsx';
import {
  BellRing,
  ChartNoAxesColumn,
  FileText,
  House,
  Inbox,
  type LucideIcon,
  MapPinned,
  Package,
  ShoppingBag,
  Star,
  TicketPercent,
  Truck,
  Users,
} from 'lucide-react';
import { NavLink } from '@/components/link';
import { useFormat } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { useSession } from '@/lib/session';
import { useAdminStats } from '../../api/get-admin-stats';

interface Section {
  to: string;
  labelKey: string;
  icon: LucideIcon;
  /** Current only at exactly its address (the home, whose address starts every other's). */
  end?: boolean;
  /** The owner's alone: staff neither see it here nor may open it (app/router.tsx wraps it in RequireAdmin). */
  adminOnly?: boolean;
  /** A count that asks for attention, with the words that say it. */
  count?: 'unreadMessages' | 'failedMessages';
  countKey?: string;
}

/** The back office's screens, in the order of a day's work: today, orders, then the catalog, then the rest. */
export const SECTIONS: readonly Section[] = [
  { to: '/admin', labelKey: 'nav.home', icon: House, end: true },
  { to: '/admin/orders', labelKey: 'nav.orders', icon: ShoppingBag },
  { to: '/admin/customers', labelKey: 'nav.customers', icon: Users },
  { to: '/admin/products', labelKey: 'nav.products', icon: Package, adminOnly: true },
  { to: '/admin/reviews', labelKey: 'nav.reviews', icon: Star },
  { to: '/admin/coupons', labelKey: 'nav.coupons', icon: TicketPercent, adminOnly: true },
  { to: '/admin/delivery', labelKey: 'nav.delivery', icon: Truck, adminOnly: true },
  { to: '/admin/couriers', labelKey: 'nav.courierPlaces', icon: MapPinned, adminOnly: true },
  { to: '/admin/blog', labelKey: 'nav.blog', icon: FileText, adminOnly: true },
  { to: '/admin/reports', labelKey: 'nav.reports', icon: ChartNoAxesColumn, adminOnly: true },
  {
    to: '/admin/messages',
    labelKey: 'nav.messages',
    icon: Inbox,
    count: 'unreadMessages',
    countKey: 'nav.messagesUnread',
  },
  {
    to: '/admin/notifications',
    labelKey: 'nav.notifications',
    icon: BellRing,
    count: 'failedMessages',
    countKey: 'nav.notificationsFailed',
  },
];

/** The sections this person works in. */
export function useSections(): readonly Section[] {
  const { role } = useSession();
  return SECTIONS.filter((section) => role === 'admin' || !section.adminOnly);
}

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors',
    isActive ? 'bg-brand-700 text-white' : 'text-ink hover:bg-brand-50 hover:text-brand-800',
  );

/** The back office's links: the sidebar on a wide screen, the drawer's content on a phone. */
export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const stats = useAdminStats().data;
  return (
    <ul className="grid gap-0.5">
      {useSections().map(({ to, labelKey, icon: Icon, end, count, countKey }) => {
        const value = count ? stats?.[count] : undefined;
        return (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className={linkClasses}
              onClick={onNavigate}
              // The count's badge is a picture of a number; the link's name says it in words.
              aria-label={value && countKey ? t(countKey, { count: value }) : undefined}
            >
              <Icon aria-hidden="true" className="size-4.5 shrink-0" />
              <span className="flex-1">{t(labelKey)}</span>
              {value ? (
                <span
                  aria-hidden="true"
                  className="inline-flex min-w-5 items-center justify-center rounded-full bg-terracotta-600 px-1.5 text-xs leading-5 font-bold text-white tabular-nums"
                >
                  {format.number(value)}
                </span>
              ) : null}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}
