import { findCategory, type Product } from '@plantopia/shared';
import { ChevronRight } from 'lucide-react';
import { Link } from '@/components/link';
import { useCategoryText } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';

const linkClasses = 'rounded text-muted transition-colors hover:text-brand-800 hover:underline';

/** Home / Category / product name (docs/behaviour.md §16.1). */
export function ProductBreadcrumb({ product }: { product: Pick<Product, 'name' | 'category'> }) {
  const { t } = useTranslation('product');
  const categoryText = useCategoryText();
  const category = findCategory(product.category);
  return (
    <nav aria-label={t('breadcrumb.label')}>
      <ol className="flex min-w-0 items-center gap-1.5 text-sm">
        <li className="shrink-0">
          <Link to="/" className={linkClasses}>
            {t('breadcrumb.home')}
          </Link>
        </li>
        <li aria-hidden="true" className="shrink-0 text-muted/70">
          <ChevronRight className="size-4" />
        </li>
        <li className="shrink-0">
          <Link to={category?.path ?? '/'} className={linkClasses}>
            {category ? categoryText.label(category) : product.category}
          </Link>
        </li>
        <li aria-hidden="true" className="shrink-0 text-muted/70">
          <ChevronRight className="size-4" />
        </li>
        <li aria-current="page" className="min-w-0 truncate font-medium text-ink">
          {product.name}
        </li>
      </ol>
    </nav>
  );
}
