import { type OrderShipping, shownPlace } from '@plantopia/shared';
import { Copy } from 'lucide-react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';

/** The address as a courier's form or a label wants it: name, phone, then the address lines. */
export function addressText(
  shipping: OrderShipping,
  place: { city: string; state: string; country: string },
): string {
  return [
    shipping.name,
    shipping.phone,
    shipping.address,
    [`${place.city}, ${place.state}`, shipping.postalCode].filter(Boolean).join(' '),
    place.country,
  ]
    .filter(Boolean)
    .join('\n');
}

/** Who the order goes to, with the phone and email as links and the address ready to copy. */
export function OrderCustomer({ shipping }: { shipping: OrderShipping }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const place = shownPlace(shipping, format.locale);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(addressText(shipping, place));
      toast.success(t('order.customer.copied'));
    } catch {
      // No clipboard (an insecure page, a refused permission): the address is on screen to select.
      toast.error(t('order.customer.copyFailed'));
    }
  };

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
          <>
            <a href={`mailto:${shipping.email}`} className="break-all text-brand-800 hover:underline">
              {shipping.email}
            </a>
            <br />
          </>
        ) : null}
        {shipping.address}
        <br />
        {place.city}, {place.state} {shipping.postalCode}
        <br />
        {place.country}
      </address>
      <Button variant="secondary" size="sm" className="w-fit" onClick={() => void copy()}>
        <Copy aria-hidden="true" className="size-4" />
        {t('order.customer.copy')}
      </Button>
    </div>
  );
}
