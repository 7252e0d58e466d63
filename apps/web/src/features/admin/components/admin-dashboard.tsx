import type { CategoryId } from '@plantopia/shared';
import {
  BellRing,
  FileText,
  Inbox,
  Package,
  PackagePlus,
  PencilLine,
  ShoppingBag,
  Star,
  TicketPercent,
  Truck,
  Users,
  X,
} from 'lucide-react';
import { Tabs } from 'radix-ui';
import { type ReactNode, type SyntheticEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/i18n';
import { useAdminStats } from '../api/get-admin-stats';
import { BlogsTab } from './blogs-tab';
import { CouponsTab } from './coupons-tab';
import { MessagesTab } from './messages-tab';
import { NotificationsTab } from './notifications-tab';
import { OrdersTab } from './orders-tab';
import { ProductEditor, type ProductFlow } from './product-editor';
import { ProductsTab } from './products-tab';
import { ReviewsTab } from './reviews-tab';
import { ShippingTab } from './shipping-tab';
import { StatsHeader } from './stats-header';
import { UsersTab } from './users-tab';

type TabId =
  | 'orders'
  | 'users'
  | 'products'
  | 'blogs'
  | 'product'
  | 'messages'
  | 'delivery'
  | 'reviews'
  | 'coupons'
  | 'notifications';

const triggerClasses =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-1 py-1 text-center text-[0.8125rem] leading-tight font-semibold text-muted transition-colors hover:text-brand-800 data-[state=active]:bg-brand-700 data-[state=active]:text-white sm:shrink-0 sm:px-4 sm:text-sm';

function Trigger({
  value,
  icon,
  children,
  onPress,
  label,
}: {
  value: TabId;
  icon: ReactNode;
  children: ReactNode;
  /** The tab's name when its text alone does not say everything (a count badge). */
  label?: string;
  /** Replaces the tab switch: Radix skips its own handler when ours prevents the default. */
  onPress?: () => void;
}) {
  const press = (event: SyntheticEvent) => {
    if (!onPress) return;
    event.preventDefault();
    onPress();
  };
  return (
    <Tabs.Trigger
      value={value}
      aria-label={label}
      className={triggerClasses}
      onMouseDown={press}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') press(event);
      }}
    >
      {icon}
      {children}
    </Tabs.Trigger>
  );
}

/** A count on a tab (new contact messages, failed notifications); the tab's name says it in words. */
function CountBadge({ count }: { count: number | undefined }) {
  const format = useFormat();
  if (!count) return null;
  return (
    <span
      aria-hidden="true"
      className="inline-flex min-w-5 items-center justify-center rounded-full bg-terracotta-600 px-1.5 text-xs leading-5 font-bold text-white tabular-nums"
    >
      {format.number(count)}
    </span>
  );
}

/**
 * SPEC §2 Admin Dashboard: the counters and five tabs, the fifth the product editor; a sixth holds what
 * shoppers sent (contact messages and newsletter sign-ups) with the count of new messages; a seventh the
 * delivery charges (the shipping table); then the reviews, the discount codes (coupons) and the order
 * notifications (emails and SMS, with the count of failed ones).
 */
export function AdminDashboard() {
  const { t } = useTranslation('admin');
  const [tab, setTab] = useState<TabId>('orders');
  const stats = useAdminStats().data;
  const unread = stats?.unreadMessages;
  const failed = stats?.failedMessages;
  const [flow, setFlow] = useState<ProductFlow>({ mode: 'idle' });

  const backToProducts = () => {
    setFlow({ mode: 'idle' });
    setTab('products');
  };
  const startAdding = () => {
    setFlow({ mode: 'add' });
    setTab('product');
  };
  const startEditing = (category: CategoryId, id: string) => {
    setFlow({ mode: 'edit', category, id });
    setTab('product');
  };

  // SPEC §2: 'Add Product' when idle, 'Edit Product' while editing, 'Cancel' while adding.
  const fifth =
    flow.mode === 'edit'
      ? { label: t('tabs.editProduct'), icon: <PencilLine aria-hidden="true" className="size-4" /> }
      : flow.mode === 'add'
        ? { label: t('tabs.cancel'), icon: <X aria-hidden="true" className="size-4" /> }
        : { label: t('tabs.addProduct'), icon: <PackagePlus aria-hidden="true" className="size-4" /> };

  return (
    <>
      <title>{t('dashboard.documentTitle')}</title>
      <StatsHeader />
      <Tabs.Root
        value={tab}
        onValueChange={(value) => {
          if (value === 'product' && flow.mode === 'idle') setFlow({ mode: 'add' });
          setTab(value as TabId);
        }}
        className="mx-auto -mt-14 w-full max-w-7xl px-4 pb-16 sm:px-6 lg:px-8"
      >
        <Tabs.List
          aria-label={t('dashboard.sections')}
          // Phones: rows of three equal cells (a long label wraps); wider screens: a row of tabs that
          // wraps onto a second row where ten tabs do not fit (tablets), instead of running off the card.
          className="grid grid-cols-3 gap-1 rounded-xl bg-surface p-1.5 shadow-card ring-1 ring-line sm:flex sm:flex-wrap"
        >
          <Trigger
            value="orders"
            icon={<ShoppingBag aria-hidden="true" className="hidden size-4 sm:block" />}
          >
            {t('tabs.orders')}
          </Trigger>
          <Trigger value="users" icon={<Users aria-hidden="true" className="hidden size-4 sm:block" />}>
            {t('tabs.users')}
          </Trigger>
          <Trigger value="products" icon={<Package aria-hidden="true" className="hidden size-4 sm:block" />}>
            {t('tabs.products')}
          </Trigger>
          <Trigger value="blogs" icon={<FileText aria-hidden="true" className="hidden size-4 sm:block" />}>
            {t('tabs.blogs')}
          </Trigger>
          <Trigger
            value="product"
            icon={<span className="hidden sm:contents">{fifth.icon}</span>}
            // 'Cancel' leaves the unsaved product and returns to the list.
            onPress={flow.mode === 'add' ? backToProducts : undefined}
          >
            {fifth.label}
          </Trigger>
          <Trigger
            value="messages"
            icon={<Inbox aria-hidden="true" className="hidden size-4 sm:block" />}
            label={unread ? t('tabs.messagesUnread', { count: unread }) : undefined}
          >
            {t('tabs.messages')}
            <CountBadge count={unread} />
          </Trigger>
          <Trigger value="delivery" icon={<Truck aria-hidden="true" className="hidden size-4 sm:block" />}>
            {t('tabs.delivery')}
          </Trigger>
          <Trigger value="reviews" icon={<Star aria-hidden="true" className="hidden size-4 sm:block" />}>
            {t('tabs.reviews')}
          </Trigger>
          <Trigger
            value="coupons"
            icon={<TicketPercent aria-hidden="true" className="hidden size-4 sm:block" />}
          >
            {t('tabs.coupons')}
          </Trigger>
          <Trigger
            value="notifications"
            icon={<BellRing aria-hidden="true" className="hidden size-4 sm:block" />}
            label={failed ? t('tabs.notificationsFailed', { count: failed }) : undefined}
          >
            {t('tabs.notifications')}
            <CountBadge count={failed} />
          </Trigger>
        </Tabs.List>

        <div className="mt-6">
          <Tabs.Content value="orders" className="outline-none">
            <OrdersTab />
          </Tabs.Content>
          <Tabs.Content value="users" className="outline-none">
            <UsersTab />
          </Tabs.Content>
          <Tabs.Content value="products" className="outline-none">
            <ProductsTab onAdd={startAdding} onEdit={startEditing} />
          </Tabs.Content>
          <Tabs.Content value="blogs" className="outline-none">
            <BlogsTab />
          </Tabs.Content>
          <Tabs.Content value="messages" className="outline-none">
            <MessagesTab />
          </Tabs.Content>
          <Tabs.Content value="reviews" className="outline-none">
            <ReviewsTab />
          </Tabs.Content>
          <Tabs.Content value="coupons" className="outline-none">
            <CouponsTab />
          </Tabs.Content>
          <Tabs.Content value="notifications" className="outline-none">
            <NotificationsTab />
          </Tabs.Content>
          <Tabs.Content value="delivery" className="outline-none">
            <ShippingTab />
          </Tabs.Content>
          <Tabs.Content value="product" className="outline-none">
            <ProductEditor
              flow={flow}
              onChooseCategory={(category) => setFlow({ mode: 'add', category })}
              onDone={backToProducts}
            />
          </Tabs.Content>
        </div>
      </Tabs.Root>
    </>
  );
}
