import { deliveryContact, type Order, type OrderShipping, shownPlace } from '@plantopia/shared';
import { Copy } from 'lucide-react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';

/**
 * The address as a courier's form or a label wants it: the name and phone of whom the courier hands it
 * to (a gift's recipient, docs/behaviour.md §9), then the address lines.
 */
export function addressText(
  to: { name: string; phone: string },
  shipping: OrderShipping,
  place: { city: string; state: string; country: string },
): string {
  return [
    to.name,
    to.phone,
    shipping.address,
    [`${place.city}, ${place.state}`, shipping.postalCode].filter(Boolean).join(' '),
    place.country,
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * Who ordered, with the phone and email as links, and where it goes, ready to copy. A gift's address
 * follows under its recipient's name and phone.
 */
export function OrderCustomer({ order }: { order: Pick<Order, 'shipping' | 'gift'> }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const { shipping, gift } = order;
  const place = shownPlace(shipping, format.locale);
  const to = deliveryContact(order);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(addressText(to, shipping, place));
      toast.success(t('order.customer.copied'));
    } catch {
      // No clipboard (an insecure page, a refused permission): the address is on screen to select.
      toast.error(t('order.customer.copyFailed'));
    }
  };

  const lines = (
    <>
      {shipping.address}
      <br />
      {place.city}, {place.state} {shipping.postalCode}
      <br />
      {place.country}
    </>
  );
  return (
    <div className="grid gap-3">
      <address className="text-sm leading-6 text-ink not-italic">
        <span className="font-medium">{shipping.name}</span>
        <br />
        <a href={`tel:${shipping.phone}`} className="text-brand-800 tabular-nums hover:underline">
          {shipping.phone}
        </a>
        <br />
        {shipping.email ? (
          <a href={`mailto:${shipping.email}`} className="break-all text-brand-800 hover:underline">
            {shipping.email}
          </a>
        ) : null}
        {gift ? null : (
          <>
            {shipping.email ? <br /> : null}
            {lines}
          </>
        )}
      </address>
      {gift ? (
        <div>
          <p className="text-sm text-muted">{t('order.gift.deliverTo')}</p>
          <address className="text-sm leading-6 text-ink not-italic">
            <span className="font-medium">{to.name}</span>
            <br />
            <a href={`tel:${to.phone}`} className="text-brand-800 tabular-nums hover:underline">
              {to.phone}
            </a>
            <br />
            {lines}
          </address>
        </div>
      ) : null}
      <Button variant="secondary" size="sm" className="w-fit" onClick={() => void copy()}>
        <Copy aria-hidden="true" className="size-4" />
        {t('order.customer.copy')}
      </Button>
    </div>
  );
}
