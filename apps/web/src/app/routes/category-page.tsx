import { findCategory } from '@plantopia/shared';
import { NotFoundScreen } from '@/app/errors/not-found-screen';
import { AddToCartButton } from '@/components/add-to-cart-button';
import { breadcrumbList, PageMeta } from '@/components/page-meta';
import { toCartProduct, useCartActions } from '@/features/cart';
import { CategoryBanner } from '@/features/catalog/components/category-banner';
import { CategoryListing } from '@/features/catalog/components/category-listing';
import { HydrateLater } from '@/lib/hydrate-later';
import { useCategoryText } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { useLocation } from '@/lib/router';

/** /plants, /tools, /soils and /fertilizers: one page that reads its category from the path. */
export function CategoryPage() {
  const { t } = useTranslation('catalog');
  const text = useCategoryText();
  const { pathname } = useLocation();
  const category = findCategory(pathname.split('/')[1] ?? '');
  const { addItem } = useCartActions();
  if (!category) return <NotFoundScreen />;

  return (
    <>
      <PageMeta
        title={t('meta.title', { label: text.label(category) })}
        description={t('meta.description', { description: text.description(category) })}
        path={category.path}
        structuredData={[
          breadcrumbList([
            { name: 'Home', path: '/' },
            { name: category.label, path: category.path },
          ]),
        ]}
      />
      {/* The banner and the listing hydrate after the page's first pass (lib/hydrate-later.tsx). */}
      <HydrateLater>
        <CategoryBanner category={category} />
      </HydrateLater>
      {/* key: a new category starts with its own filter state. */}
      <HydrateLater key={category.id}>
        <CategoryListing
          category={category}
          renderAction={(product) => (
            <AddToCartButton product={product} onAdd={() => addItem(toCartProduct(product), 1)} />
          )}
        />
      </HydrateLater>
    </>
  );
}
