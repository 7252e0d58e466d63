import { type AdminStats, addDays, dhakaDay } from '@plantopia/shared';
import type { StockService } from '../catalog/stock-service.js';
import type { InboxService } from '../inbox/inbox-service.js';
import type { NotificationsService } from '../notifications/notifications-service.js';
import type { OrdersService } from '../orders/orders-service.js';
import type { ReportsService } from '../orders/reports-service.js';

export type DashboardService = ReturnType<typeof createDashboardService>;

/**
 * The back office's home (issue 24 item 5): the work waiting today and what the shop sold, each figure
 * asked of the module that owns its table.
 */
export function createDashboardService(deps: {
  orders: Pick<OrdersService, 'countQueues'>;
  reports: Pick<ReportsService, 'sales'>;
  inbox: Pick<InboxService, 'countUnread'>;
  notifications: Pick<NotificationsService, 'countFailed'>;
  stock: Pick<StockService, 'levels'>;
  now?: () => Date;
}) {
  const { orders, reports, inbox, notifications, stock } = deps;
  const now = deps.now ?? (() => new Date());

  /** Today and the last seven days in Dhaka, each beside the same days one week earlier. */
  async function sales(): Promise<NonNullable<AdminStats['sales']>> {
    const today = dhakaDay(now());
    const weekAgo = addDays(today, -7);
    const [todays, sameDayLastWeek, week, previousWeek] = await Promise.all([
      reports.sales(today, today),
      reports.sales(weekAgo, weekAgo),
      reports.sales(addDays(today, -6), today),
      reports.sales(addDays(today, -13), weekAgo),
    ]);
    return { today: todays, sameDayLastWeek, week, previousWeek };
  }

  return {
    /** The takings and the stock are the owner's: staff get the work without them (`null`). */
    async stats(viewer: { role: string }): Promise<AdminStats> {
      const [queues, unreadMessages, failedMessages, levels, takings] = await Promise.all([
        orders.countQueues(),
        inbox.countUnread(),
        notifications.countFailed(),
        viewer.role === 'admin' ? stock.levels() : null,
        viewer.role === 'admin' ? sales() : null,
      ]);
      return {
        ...queues,
        unreadMessages,
        failedMessages,
        lowStock: levels?.lowStock ?? null,
        soldOut: levels?.soldOut ?? null,
        sales: takings,
      };
    },
  };
}
