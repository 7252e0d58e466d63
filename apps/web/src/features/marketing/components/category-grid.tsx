import { CATEGORIES } from '@plantopia/shared';
import { clsx } from 'clsx';
import { ArrowRight } from 'lucide-react';
import { CategoryIcon } from '@/components/category-icon';
import { Link } from '@/components/link';
import { useCategoryText } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';

/** "Shop by Category": one card per category, on its gradient. */
export function CategoryGrid() {
  const { t } = useTranslation('marketing');
  const categoryText = useCategoryText();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
      {CATEGORIES.map((category) => (
        <li key={category.id} className="flex">
          <Link
            to={category.path}
            className="group flex w-full flex-col overflow-hidden rounded-card bg-surface shadow-card ring-1 ring-line transition-shadow hover:shadow-lift"
          >
            <div
              className={clsx(
                'relative flex h-24 items-center justify-center bg-linear-to-br sm:h-32',
                category.gradient,
              )}
            >
              <CategoryIcon
                icon={category.icon}
                strokeWidth={1.5}
                className="size-10 text-white transition-transform duration-300 group-hover:scale-110 sm:size-12"
              />
            </div>
            <div className="flex flex-1 flex-col p-3 sm:p-5">
              <h3 className="text-base font-semibold sm:text-lg">{categoryText.label(category)}</h3>
              <p className="mt-1 text-sm text-muted">{categoryText.description(category)}</p>
              <p className="mt-auto flex items-center gap-1 pt-3 text-sm font-semibold text-brand-700">
                {t('categoryGrid.subcategories', { count: category.subcategories.length })}
                <ArrowRight
                  aria-hidden="true"
                  className="size-4 transition-transform duration-200 group-hover:translate-x-0.5"
                />
              </p>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
