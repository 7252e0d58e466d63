import { Heart, PackageCheck, Sprout, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { useTranslation } from '@/lib/i18n/react';
import { useDeliveryFeeStatement } from '@/lib/shipping-rates';

const PERKS = [
  { icon: PackageCheck, textKey: 'layout.perks.orders' },
  { icon: Heart, textKey: 'layout.perks.wishlist' },
  { icon: Truck, textKey: 'layout.perks.address' },
] as const;

/** The frame of the sign-in pages: the form on a card, beside a brand panel on wide screens. */
export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation('auth');
  return (
    <Container className="py-8 sm:py-14">
      <div className="mx-auto grid max-w-md grid-cols-1 overflow-hidden rounded-card bg-surface shadow-card ring-1 ring-line lg:max-w-5xl lg:grid-cols-2">
        <aside className="on-dark relative hidden overflow-hidden bg-linear-to-br from-brand-700 via-brand-800 to-brand-950 p-10 text-white lg:flex lg:flex-col">
          <Sprout
            aria-hidden="true"
            strokeWidth={1}
            className="pointer-events-none absolute -right-16 -bottom-16 size-80 text-white/10"
          />
          <p className="text-sm font-semibold tracking-widest text-leaf-200 uppercase">Plantopia</p>
          <p className="mt-4 text-3xl leading-tight font-bold">{t('layout.tagline')}</p>
          <ul className="mt-8 grid gap-4">
            {PERKS.map(({ icon: Icon, textKey }) => (
              <li key={textKey} className="flex items-center gap-3 text-brand-50">
                <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-white/10 ring-1 ring-white/20">
                  <Icon aria-hidden="true" className="size-4.5" />
                </span>
                {t(textKey)}
              </li>
            ))}
          </ul>
          <DeliveryLine />
        </aside>
        <div className="px-5 py-8 sm:px-10 sm:py-10">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          <p className="mt-2 text-sm text-muted">{subtitle}</p>
          <div className="mt-6">{children}</div>
          {footer ? (
            <div className="mt-6 border-t border-line pt-5 text-center text-sm text-muted">{footer}</div>
          ) : null}
        </div>
      </div>
    </Container>
  );
}

/** The shop's delivery promise, with the fee from the shipping table once it has loaded. */
function DeliveryLine() {
  const { t } = useTranslation('auth');
  return (
    <p className="mt-auto pt-10 text-sm text-brand-100">{t('layout.delivery', useDeliveryFeeStatement())}</p>
  );
}

export const authLinkClasses = 'font-semibold text-brand-700 underline-offset-2 hover:underline';
