import type { Product } from '@plantopia/shared';
import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { productAttributes } from '../lib/product-attributes';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-card bg-surface p-5 shadow-card ring-1 ring-line sm:p-6">
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function BulletList({ items }: { items: string[] }) {
  return (
    <ul className="grid gap-2 text-sm text-ink/90 sm:text-base">
      {items.map((item) => (
        <li key={item} className="flex gap-2.5">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-leaf-600 sm:mt-1" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Everything the product's category records about it: a table of short facts, then features, care
 * instructions and every longer text or list attribute that has a value.
 */
export function ProductAttributes({ product }: { product: Product }) {
  const views = productAttributes(product);
  const facts = views.filter((v) => v.kind === 'fact');
  const longer = views.filter((v) => v.kind !== 'fact');

  return (
    <div className="grid gap-5 lg:grid-cols-2">
      {facts.length > 0 ? (
        <Section title="Specifications">
          <dl className="divide-y divide-line text-sm sm:text-base">
            {facts.map((fact) => (
              <div key={fact.name} className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3 py-2.5">
                <dt className="text-muted">{fact.label}</dt>
                <dd className="font-medium break-words text-ink">
                  {fact.kind === 'fact' ? fact.value : null}
                </dd>
              </div>
            ))}
          </dl>
        </Section>
      ) : null}
      {product.features.length > 0 ? (
        <Section title="Features">
          <BulletList items={product.features} />
        </Section>
      ) : null}
      {product.careInstructions.length > 0 ? (
        <Section title="Care instructions">
          <BulletList items={product.careInstructions} />
        </Section>
      ) : null}
      {longer.map((view) => (
        <Section key={view.name} title={view.label}>
          {view.kind === 'list' ? (
            <BulletList items={view.items} />
          ) : view.kind === 'text' ? (
            <p className="text-sm leading-relaxed whitespace-pre-line text-ink/90 sm:text-base">
              {view.value}
            </p>
          ) : null}
        </Section>
      ))}
    </div>
  );
}
