import { CATEGORIES, type CategoryId } from '@plantopia/shared';
import { clsx } from 'clsx';
import { ChevronRight } from 'lucide-react';
import { CategoryIcon } from '@/components/category-icon';
import { useCategoryText } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';

/** Add Product's first step: one card per category, with its subcategory count (docs/behaviour.md §16.1). */
export function CategoryPicker({ onChoose }: { onChoose: (category: CategoryId) => void }) {
  const { t } = useTranslation('adminCatalog');
  const categoryText = useCategoryText();
  return (
    <section
      aria-labelledby="category-picker-heading"
      className="rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:p-6"
    >
      <h2 id="category-picker-heading" className="text-lg font-semibold">
        {t('categoryPicker.heading')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('categoryPicker.intro')}</p>
      <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {CATEGORIES.map((category) => (
          <li key={category.id}>
            <button
              type="button"
              onClick={() => onChoose(category.id)}
              className="group flex h-full w-full flex-col overflow-hidden rounded-xl text-left ring-1 ring-line transition hover:shadow-lift hover:ring-brand-300"
            >
              <span
                className={clsx(
                  'flex items-center gap-3 bg-linear-to-br px-4 py-4 text-white',
                  category.gradient,
                )}
              >
                <span className="inline-flex size-10 items-center justify-center rounded-lg bg-white/15">
                  <CategoryIcon icon={category.icon} className="size-5" />
                </span>
                <span className="text-lg font-semibold">{categoryText.label(category)}</span>
                <ChevronRight
                  aria-hidden="true"
                  className="ml-auto size-5 opacity-70 transition group-hover:translate-x-0.5"
                />
              </span>
              <span className="flex flex-1 flex-col px-4 py-3">
                <span className="text-sm text-muted">{categoryText.description(category)}</span>
                <span className="mt-3 text-sm font-semibold text-brand-800">
                  {t('categoryPicker.subcategories', { count: category.subcategories.length })}
                </span>
                <span className="mt-0.5 text-xs text-muted">
                  {category.subcategories.map(categoryText.subcategory).join(' · ')}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
