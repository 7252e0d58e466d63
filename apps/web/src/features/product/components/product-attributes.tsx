import type { Product } from '@plantopia/shared';
import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { type AttributeView, isChoiceField, productAttributes } from '../lib/product-attributes';

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
  const { t } = useTranslation('product');
  const source = product as unknown as Record<string, unknown>;
  // Labels and yes/no in the page's language; the lib keeps the English as the fallback.
  const label = (view: AttributeView) => t(`attributes.${view.name}`, { defaultValue: view.label });
  const factValue = (view: AttributeView & { kind: 'fact' }) => {
    const raw = source[view.name];
    if (typeof raw === 'boolean') return t(raw ? 'attributes.yes' : 'attributes.no');
    if (typeof raw === 'string' && isChoiceField(view.name)) {
      // 'full-sun' → choices.fullSun; a value outside the lists keeps the lib's words.
      const key = raw.trim().replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
      return t(`choices.${key}`, { defaultValue: view.value });
    }
    return view.value;
  };
  const views = productAttributes(product);
  const facts = views.filter((v) => v.kind === 'fact');
  const longer = views.filter((v) => v.kind !== 'fact');

  return (
    <div className="grid gap-5 lg:grid-cols-2">
      {facts.length > 0 ? (
        <Section title={t('attributes.specifications')}>
          <dl className="divide-y divide-line text-sm sm:text-base">
            {facts.map((fact) => (
              <div key={fact.name} className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3 py-2.5">
                <dt className="text-muted">{label(fact)}</dt>
                <dd className="font-medium break-words text-ink">
                  {fact.kind === 'fact' ? factValue(fact) : null}
                </dd>
              </div>
            ))}
          </dl>
        </Section>
      ) : null}
      {product.features.length > 0 ? (
        <Section title={t('attributes.features')}>
          <BulletList items={product.features} />
        </Section>
      ) : null}
      {product.careInstructions.length > 0 ? (
        <Section title={t('attributes.careInstructions')}>
          <BulletList items={product.careInstructions} />
        </Section>
      ) : null}
      {longer.map((view) => (
        <Section key={view.name} title={label(view)}>
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
