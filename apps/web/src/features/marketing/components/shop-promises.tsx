import { Banknote, RotateCcw, Sprout, Truck } from 'lucide-react';
import { Container } from '@/components/ui/container';

const PROMISES = [
  {
    icon: Truck,
    title: '৳100 delivery',
    text: 'One flat shipping fee for every order, anywhere in Bangladesh.',
  },
  { icon: Banknote, title: 'Cash on delivery', text: 'Pay when your order arrives, or by card at checkout.' },
  { icon: RotateCcw, title: '14-Day Returns', text: 'Not happy? Send it back within 14 days.' },
  {
    icon: Sprout,
    title: 'Healthy plants',
    text: 'Grown and packed with care, shipped within 1–2 business days.',
  },
] as const;

/** The shop's promises in one row: what a first-time shopper wants to know before buying. */
export function ShopPromises() {
  return (
    <section aria-label="Why shop with Plantopia" className="border-b border-line bg-surface">
      <Container>
        <ul className="grid grid-cols-2 gap-x-4 gap-y-5 py-6 lg:grid-cols-4 lg:py-8">
          {PROMISES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3">
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-leaf-50 text-leaf-700 ring-1 ring-leaf-200">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <p className="text-sm font-semibold">{title}</p>
                <p className="mt-0.5 hidden text-sm text-muted sm:block">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
