import { z } from 'zod';
import { CATEGORY_IDS } from './categories.js';
import { codedText } from './message-codes.js';
import { PageNumberSchema } from './product.js';
import { RatingSummarySchema } from './reviews.js';
import { STOCK_LEVELS } from './stock.js';

/** A row of the admin's product list, one list across the four categories (docs/api.md §5). */
export const AdminProductSchema = z.object({
  _id: z.string(),
  category: z.enum(CATEGORY_IDS),
  categoryLabel: z.string(),
  sku: z.string(),
  subcategory: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  stock: z.number().int(),
  /** The product's own threshold; null when it follows the shop's default. */
  lowStockThreshold: z.number().int().nullable(),
  /**
   * The table's badge, judged per variant against the product's threshold (or the shop's default):
   * sold out when any variant is, else low when any is (docs/decisions/038).
   */
  stockLevel: z.enum(STOCK_LEVELS),
  /** How many variants the product has and how many are low and sold out ("1 of 3 sold out"). */
  variantStock: z.object({ count: z.number().int(), low: z.number().int(), soldOut: z.number().int() }),
  imageUrl: z.string(),
  isFeatured: z.boolean(),
  rating: RatingSummarySchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;

export const ADMIN_PRODUCTS_PAGE_SIZE = 20;

const wholeNumber = z.coerce.number({ error: 'field.number' }).int('field.whole_number');

/** `GET /api/admin/products`: search on name and description, a category filter, newest first, paged. */
export const AdminProductQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(100, codedText('field.max_length', { max: 100 }))
    .optional(),
  category: z.enum([...CATEGORY_IDS, 'all']).optional(),
  /** Only the products low on stock (at or below their threshold, above none), or only those sold out. */
  stock: z.enum(['low', 'sold_out']).optional(),
  page: PageNumberSchema.default(1),
  limit: wholeNumber
    .min(1, codedText('field.at_least', { min: 1 }))
    .max(100, codedText('field.max', { max: 100 }))
    .default(ADMIN_PRODUCTS_PAGE_SIZE),
});
export type AdminProductQuery = z.infer<typeof AdminProductQuerySchema>;

/** What a stretch of Dhaka days sold (taka), counted as the reports count it (ReportTotalsSchema). */
export const SalesFigureSchema = z.object({ sales: z.number(), orders: z.number().int() });
export type SalesFigure = z.infer<typeof SalesFigureSchema>;

/**
 * `GET /api/admin/stats`: the back office's home (issue 24 item 5) and its navigation badges. The
 * counts are the work waiting on the shop, each asked of the module that owns it.
 */
export const AdminStatsSchema = z.object({
  /** Cash-on-delivery orders waiting for their confirmation call (the Orders item's badge). */
  toConfirm: z.number().int(),
  /** Accepted orders with no live courier booking. */
  toBook: z.number().int(),
  /** Accepted orders, booked or not, that have not left the shop. */
  toShip: z.number().int(),
  /** Contact messages nobody has read yet (the Messages tab's badge). */
  unreadMessages: z.number().int(),
  /** Order emails and SMS that failed after every attempt (the Notifications tab's badge). */
  failedMessages: z.number().int(),
  /**
   * Products at or below their low-stock threshold but not sold out, and products sold out; null for
   * staff, as the products are the owner's screen.
   */
  lowStock: z.number().int().nullable(),
  soldOut: z.number().int().nullable(),
  /**
   * Today and the last seven days (today included), each beside the same days a week earlier; null
   * for staff, as the shop's takings are the owner's (the reports are admin-only).
   */
  sales: z
    .object({
      today: SalesFigureSchema,
      sameDayLastWeek: SalesFigureSchema,
      week: SalesFigureSchema,
      previousWeek: SalesFigureSchema,
    })
    .nullable(),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;
