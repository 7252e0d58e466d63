import { Banknote, RotateCcw, Sprout, Truck } from 'lucide-react';
import { Container } from '@/components/ui/container';
import { useTranslation } from '@/lib/i18n/react';
import { useDeliveryFeeStatement } from '@/lib/shipping-rates';

/** Each promise's icon and `marketing` keys (its title and its line of text). */
const PROMISES = [
  { icon: Truck, titleKey: 'promises.deliveryTitle', textKey: 'promises.deliveryText' },
  { icon: Banknote, titleKey: 'promises.codTitle', textKey: 'promises.codText' },
  { icon: RotateCcw, titleKey: 'promises.returnsTitle', textKey: 'promises.returnsText' },
  { icon: Sprout, titleKey: 'promises.healthyTitle', textKey: 'promises.healthyText' },
] as const;

/** The shop's promises in one row: what a first-time shopper wants to know before buying. */
export function ShopPromises() {
  const { t } = useTranslation('marketing');
  // Only the delivery promise has values; the others ignore them.
  const fee = useDeliveryFeeStatement();
  return (
    <section aria-label={t('promises.label')} className="border-b border-line bg-surface">
      <Container>
        <ul className="grid grid-cols-2 gap-x-4 gap-y-5 py-6 lg:grid-cols-4 lg:py-8">
          {PROMISES.map(({ icon: Icon, titleKey, textKey }) => (
            <li key={titleKey} className="flex gap-3">
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-leaf-50 text-leaf-700 ring-1 ring-leaf-200">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <p className="text-sm font-semibold">{t(titleKey, fee)}</p>
                <p className="mt-0.5 hidden text-sm text-muted sm:block">{t(textKey, fee)}</p>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
