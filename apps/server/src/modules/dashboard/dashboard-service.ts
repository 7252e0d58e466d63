import type { AdminStats } from '@plantopia/shared';
import type { ProductAdminService } from '../catalog/product-admin-service.js';
import type { OrdersService } from '../orders/orders-service.js';
import type { UsersService } from '../users/users-service.js';

export type DashboardService = ReturnType<typeof createDashboardService>;

/** The dashboard's counters, each asked of the module that owns its table. */
export function createDashboardService(deps: {
  orders: OrdersService;
  users: UsersService;
  productAdmin: ProductAdminService;
}) {
  const { orders, users, productAdmin } = deps;
  return {
    async stats(): Promise<AdminStats> {
      const [totalOrders, totalUsers, totalProducts] = await Promise.all([
        orders.count(),
        users.count(),
        productAdmin.count(),
      ]);
      return { totalOrders, totalUsers, totalProducts };
    },
  };
}
