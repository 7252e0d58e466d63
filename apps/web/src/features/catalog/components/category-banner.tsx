import type { CategoryDefinition } from '@plantopia/shared';
import { clsx } from 'clsx';
import { ChevronRight } from 'lucide-react';
import { CategoryIcon } from '@/components/category-icon';
import { Link } from '@/components/link';
import { Container } from '@/components/ui/container';
import { useCategoryText } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';

/** The listing's heading on the category's own gradient, with a breadcrumb back home. */
export function CategoryBanner({ category }: { category: CategoryDefinition }) {
  const { t } = useTranslation('catalog');
  const text = useCategoryText();
  return (
    <div className={clsx('on-dark relative overflow-hidden bg-linear-to-br text-white', category.gradient)}>
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-linear-to-r from-black/35 via-black/15 to-transparent"
      />
      <CategoryIcon
        icon={category.icon}
        strokeWidth={1.25}
        className="pointer-events-none absolute -right-6 -bottom-10 size-48 text-white/15 sm:right-10 sm:size-64"
      />
      <Container className="relative py-8 sm:py-12">
        <nav aria-label={t('breadcrumb.label')}>
          <ol className="flex items-center gap-1 text-sm text-white/90">
            <li>
              <Link to="/" className="rounded hover:text-white hover:underline">
                {t('breadcrumb.home')}
              </Link>
            </li>
            <li aria-hidden="true">
              <ChevronRight className="size-3.5" />
            </li>
            <li aria-current="page" className="font-medium text-white">
              {text.label(category)}
            </li>
          </ol>
        </nav>
        <div className="mt-4 flex items-center gap-3">
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-white/15 ring-1 ring-white/25 backdrop-blur-sm">
            <CategoryIcon icon={category.icon} className="size-6" />
          </span>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{text.label(category)}</h1>
        </div>
        <p className="mt-3 max-w-xl text-base text-white/95 sm:text-lg">{text.description(category)}</p>
      </Container>
    </div>
  );
}
