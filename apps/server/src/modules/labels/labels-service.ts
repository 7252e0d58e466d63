import type { BackOfficeService } from '../orders/back-office-service.js';
import type { OrdersService } from '../orders/orders-service.js';
import { renderLabels } from './label-pdf.js';
import { type PrintableOrder, printableOrder } from './labels-mapper.js';
import { renderPackingSlips } from './packing-slip-pdf.js';

/**
 * Shipping labels and packing slips for a selection of orders (issue 23 item 6), each selection as one
 * PDF. The orders are read through the orders module (the order as staff see it, and its courier
 * booking); nothing here writes.
 */
export function createLabelsService(deps: {
  orders: Pick<OrdersService, 'findForStaff'>;
  backOffice: Pick<BackOfficeService, 'findBooking'>;
}) {
  const { orders, backOffice } = deps;

  /** The orders in the order given, a repeated id once; 404 (`order.not_found`) when one does not exist. */
  async function printables(ids: readonly string[]): Promise<PrintableOrder[]> {
    return Promise.all(
      [...new Set(ids)].map(async (id) => {
        const [order, booking] = await Promise.all([orders.findForStaff(id), backOffice.findBooking(id)]);
        return printableOrder(order, booking);
      }),
    );
  }

  return {
    /** One 4×6-inch label per order, as PDF bytes. */
    labels: async (ids: readonly string[]): Promise<Buffer> => renderLabels(await printables(ids)),
    /** One A4 packing slip per order, as PDF bytes. */
    packingSlips: async (ids: readonly string[]): Promise<Buffer> =>
      renderPackingSlips(await printables(ids)),
  };
}

export type LabelsService = ReturnType<typeof createLabelsService>;
