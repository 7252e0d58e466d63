import type { CategoryId } from '@plantopia/shared';
import {
  FileText,
  Inbox,
  Package,
  PackagePlus,
  PencilLine,
  ShoppingBag,
  Star,
  Truck,
  Users,
  X,
} from 'lucide-react';
import { Tabs } from 'radix-ui';
import { type ReactNode, type SyntheticEvent, useState } from 'react';
import { useAdminStats } from '../api/get-admin-stats';
import { BlogsTab } from './blogs-tab';
import { MessagesTab } from './messages-tab';
import { OrdersTab } from './orders-tab';
import { ProductEditor, type ProductFlow } from './product-editor';
import { ProductsTab } from './products-tab';
import { ReviewsTab } from './reviews-tab';
import { ShippingTab } from './shipping-tab';
import { StatsHeader } from './stats-header';
import { UsersTab } from './users-tab';

type TabId = 'orders' | 'users' | 'products' | 'blogs' | 'product' | 'messages' | 'delivery' | 'reviews';

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

const numbers = new Intl.NumberFormat('en-IN');

/** How many contact messages are new: a badge on the Messages tab (whose name says it in words). */
function UnreadBadge({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <span
      aria-hidden="true"
      className="inline-flex min-w-5 items-center justify-center rounded-full bg-terracotta-600 px-1.5 text-xs leading-5 font-bold text-white tabular-nums"
    >
      {numbers.format(count)}
    </span>
  );
}

/**
 * SPEC §2 Admin Dashboard: the counters and five tabs, the fifth the product editor; a sixth holds what
 * shoppers sent (contact messages and newsletter sign-ups) with the count of new messages; a seventh the
 * delivery charges (the shipping table).
 */
export function AdminDashboard() {
  const [tab, setTab] = useState<TabId>('orders');
  const unread = useAdminStats().data?.unreadMessages;
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
      ? { label: 'Edit Product', icon: <PencilLine aria-hidden="true" className="size-4" /> }
      : flow.mode === 'add'
        ? { label: 'Cancel', icon: <X aria-hidden="true" className="size-4" /> }
        : { label: 'Add Product', icon: <PackagePlus aria-hidden="true" className="size-4" /> };

  return (
    <>
      <title>Admin Dashboard · Plantopia</title>
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
          aria-label="Dashboard sections"
          // Phones: two rows of four equal cells (a long label wraps); wider screens: a row of tabs.
          className="grid grid-cols-4 gap-1 rounded-xl bg-surface p-1.5 shadow-card ring-1 ring-line sm:flex"
        >
          <Trigger
            value="orders"
            icon={<ShoppingBag aria-hidden="true" className="hidden size-4 sm:block" />}
          >
            Orders
          </Trigger>
          <Trigger value="users" icon={<Users aria-hidden="true" className="hidden size-4 sm:block" />}>
            Users
          </Trigger>
          <Trigger value="products" icon={<Package aria-hidden="true" className="hidden size-4 sm:block" />}>
            Products
          </Trigger>
          <Trigger value="blogs" icon={<FileText aria-hidden="true" className="hidden size-4 sm:block" />}>
            Blogs
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
            label={unread ? `Messages (${numbers.format(unread)} unread)` : undefined}
          >
            Messages
            <UnreadBadge count={unread} />
          </Trigger>
          <Trigger value="delivery" icon={<Truck aria-hidden="true" className="hidden size-4 sm:block" />}>
            Delivery
          </Trigger>
          <Trigger value="reviews" icon={<Star aria-hidden="true" className="hidden size-4 sm:block" />}>
            Reviews
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
