import { ArrowRight } from 'lucide-react';
import { AddToCartButton } from '@/components/add-to-cart-button';
import { Link } from '@/components/link';
import { absoluteUrl, PageMeta } from '@/components/page-meta';
import { Container } from '@/components/ui/container';
import { toCartProduct, useCartActions } from '@/features/cart';
import { FeaturedProducts } from '@/features/catalog/components/featured-products';
import { FinderInvite } from '@/features/catalog/components/finder-invite';
import { CategoryGrid } from '@/features/marketing/components/category-grid';
import { HeroSlider } from '@/features/marketing/components/hero-slider';
import { NewsletterSection } from '@/features/marketing/components/newsletter-section';
import { ShopPromises } from '@/features/marketing/components/shop-promises';
import { HydrateLater } from '@/lib/hydrate-later';
import { useTranslation } from '@/lib/i18n/react';

export function HomePage() {
  const { addItem } = useCartActions();
  const { t } = useTranslation('marketing');
  return (
    <>
      <PageMeta
        title={t('home.metaTitle')}
        description={t('home.metaDescription')}
        path="/"
        structuredData={[
          {
            '@context': 'https://schema.org',
            '@type': 'Organization',
            name: 'Plantopia',
            url: absoluteUrl('/'),
            logo: absoluteUrl('/favicon.svg'),
            areaServed: 'BD',
          },
        ]}
      />
      <h1 className="sr-only">{t('home.heading')}</h1>
      <HydrateLater>
        <HeroSlider />
      </HydrateLater>
      {/* Below the slider, each part hydrates in a task of its own (lib/hydrate-later.tsx); the featured
          products' cards do so one by one. */}
      <HydrateLater>
        <ShopPromises />
      </HydrateLater>

      <HydrateLater>
        <section aria-labelledby="categories-heading" className="below-fold pt-12 sm:pt-16">
          <Container>
            <h2 id="categories-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {t('home.categoriesTitle')}
            </h2>
            <p className="mt-1 mb-6 text-muted">{t('home.categoriesText')}</p>
            <CategoryGrid />
          </Container>
        </section>
      </HydrateLater>

      <HydrateLater>
        <Container className="pt-10 sm:pt-12">
          <FinderInvite />
        </Container>
      </HydrateLater>

      <HydrateLater>
        <section aria-labelledby="featured-heading" className="below-fold pt-12 sm:pt-16">
          <Container>
            <div className="mb-6 flex items-end justify-between gap-4">
              <div>
                <h2 id="featured-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
                  {t('home.featuredTitle')}
                </h2>
                <p className="mt-1 text-muted">{t('home.featuredText')}</p>
              </div>
              <Link
                to="/plants"
                className="hidden shrink-0 items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900 sm:inline-flex"
              >
                {t('home.browseAllPlants')}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </div>
            <FeaturedProducts
              renderAction={(product) => (
                <AddToCartButton product={product} onAdd={() => addItem(toCartProduct(product), 1)} />
              )}
            />
          </Container>
        </section>
      </HydrateLater>

      <HydrateLater>
        <NewsletterSection />
      </HydrateLater>
    </>
  );
}
