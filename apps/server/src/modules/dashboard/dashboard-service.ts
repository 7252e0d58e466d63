import type { AdminStats } from '@plantopia/shared';
import type { ProductAdminService } from '../catalog/product-admin-service.js';
import type { InboxService } from '../inbox/inbox-service.js';
import type { NotificationsService } from '../notifications/notifications-service.js';
import type { OrdersService } from '../orders/orders-service.js';
import type { UsersService } from '../users/users-service.js';

export type DashboardService = ReturnType<typeof createDashboardService>;

/** The dashboard's counters, each asked of the module that owns its table. */
export function createDashboardService(deps: {
  orders: OrdersService;
  users: UsersService;
  productAdmin: ProductAdminService;
  inbox: Pick<InboxService, 'countUnread'>;
  notifications: Pick<NotificationsService, 'countFailed'>;
}) {
  const { orders, users, productAdmin, inbox, notifications } = deps;
  return {
    async stats(): Promise<AdminStats> {
      const [totalOrders, toConfirm, totalUsers, totalProducts, unreadMessages, failedMessages] =
        await Promise.all([
          orders.count(),
          orders.countToConfirm(),
          users.count(),
          productAdmin.count(),
          inbox.countUnread(),
          notifications.countFailed(),
        ]);
      return { totalOrders, toConfirm, totalUsers, totalProducts, unreadMessages, failedMessages };
    },
  };
}
