import { type Order, pickText } from '@plantopia/shared';
import { ChosenOptions } from '@/components/chosen-options';
import { ProductThumbnail } from '@/components/product-thumbnail';
import { useFormat } from '@/lib/i18n';

/** The order's items as bought: picture, name in the page's language, quantity × price, line total. */
export function OrderItemList({ order }: { order: Pick<Order, 'items'> }) {
  const format = useFormat();
  return (
    <ul className="divide-y divide-line rounded-xl ring-1 ring-line">
      {order.items.map((item) => (
        <li key={item._id} className="flex items-center gap-3 p-3">
          <ProductThumbnail url={item.imageUrl} category={item.category} className="size-12" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-ink">
              {pickText(item.name, item.nameBn, format.locale)}
            </p>
            <ChosenOptions options={item.options} />
            <p className="text-xs text-muted tabular-nums">
              {format.number(item.quantity)} × {format.taka(item.price)}
            </p>
          </div>
          <p className="text-sm font-semibold text-ink tabular-nums">{format.taka(item.lineTotal)}</p>
        </li>
      ))}
    </ul>
  );
}
