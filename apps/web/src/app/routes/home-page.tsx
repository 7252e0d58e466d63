import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { AddToCartButton } from '@/components/add-to-cart-button';
import { absoluteUrl, PageMeta } from '@/components/page-meta';
import { Container } from '@/components/ui/container';
import { useCart } from '@/features/cart';
import { FeaturedProducts } from '@/features/catalog/components/featured-products';
import { CategoryGrid } from '@/features/marketing/components/category-grid';
import { HeroSlider } from '@/features/marketing/components/hero-slider';
import { NewsletterSection } from '@/features/marketing/components/newsletter-section';
import { ShopPromises } from '@/features/marketing/components/shop-promises';

export function HomePage() {
  const { addItem } = useCart();
  return (
    <>
      <PageMeta
        title="Plantopia · Plants, tools, soils and fertilizers in Bangladesh"
        description="Plantopia is an online garden shop in Bangladesh: indoor and outdoor plants, gardening tools, potting soils and fertilizers, priced in taka and delivered to your door."
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
      <h1 className="sr-only">Plantopia: plants, tools, soils and fertilizers delivered across Bangladesh</h1>
      <HeroSlider />
      <ShopPromises />

      <section aria-labelledby="categories-heading" className="pt-12 sm:pt-16">
        <Container>
          <h2 id="categories-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Shop by Category
          </h2>
          <p className="mt-1 mb-6 text-muted">
            Everything a Bangladeshi garden needs, from balcony to backyard.
          </p>
          <CategoryGrid />
        </Container>
      </section>

      <section aria-labelledby="featured-heading" className="pt-12 sm:pt-16">
        <Container>
          <div className="mb-6 flex items-end justify-between gap-4">
            <div>
              <h2 id="featured-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
                Featured Products
              </h2>
              <p className="mt-1 text-muted">Hand-picked favourites from our growers.</p>
            </div>
            <Link
              to="/plants"
              className="hidden shrink-0 items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900 sm:inline-flex"
            >
              Browse all plants
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
          <FeaturedProducts
            renderAction={(product) => (
              <AddToCartButton name={product.name} stock={product.stock} onAdd={() => addItem(product, 1)} />
            )}
          />
        </Container>
      </section>

      <NewsletterSection />
    </>
  );
}
