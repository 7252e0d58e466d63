import {
  findCategory,
  imageAt,
  localizedProduct,
  PRODUCT_PAGE_IMAGE_SIZES,
  type Product,
} from '@plantopia/shared';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { OfflineNotice } from '@/components/offline-notice';
import { absoluteUrl, breadcrumbList, PageMeta } from '@/components/page-meta';
import { Container } from '@/components/ui/container';
import { useCart } from '@/features/cart';
import { ProductImage } from '@/features/catalog/components/product-image';
import { useProduct } from '@/features/product/api/get-product';
import { BackInStockForm } from '@/features/product/components/back-in-stock-form';
import { CommentSection } from '@/features/product/components/comment-section';
import { ProductAttributes } from '@/features/product/components/product-attributes';
import { ProductDetails } from '@/features/product/components/product-details';
import { ProductError, ProductSkeleton } from '@/features/product/components/product-states';
import { ReviewSection } from '@/features/product/components/review-section';
import { WishlistToggle } from '@/features/wishlist/components/wishlist-toggle';
import { errorMessage } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { useWaitingForNetwork } from '@/lib/network';
import toast from '@/lib/toast';

function summary(text: string): string {
  return text.length > 155 ? `${text.slice(0, 152).trimEnd()}…` : text;
}

/** schema.org `aggregateRating` and the newest reviews, for a product that has visible reviews. */
function reviewData(product: Product): object {
  if (product.rating.count === 0) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: product.rating.average,
      reviewCount: product.rating.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: product.reviews.slice(0, 10).map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.user.displayName || 'Anonymous' },
      datePublished: review.createdAt.slice(0, 10),
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
      ...(review.text ? { reviewBody: review.text } : {}),
    })),
  };
}

/**
 * Search engines and link previews: the photo, the price in taka (BDT) and whether it is in stock.
 * Title and description in the page's language; the structured data stays English (docs/behaviour.md §11).
 */
function ProductMeta({ product }: { product: Product }) {
  const { t } = useTranslation('product');
  const locale = useLocale();
  const shown = localizedProduct(product, locale);
  const path = `/product/${encodeURIComponent(product._id)}`;
  const category = findCategory(product.category);
  const image = product.imageUrl ? imageAt(product.imageUrl, 640) : undefined;
  const price = String(product.price);
  return (
    <PageMeta
      title={t('meta.title', { name: shown.name })}
      description={`${shown.name}: ${summary(shown.description)}`}
      path={path}
      image={image}
      type="product"
      openGraph={{ 'product:price:amount': price, 'product:price:currency': 'BDT' }}
      structuredData={[
        {
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: product.name,
          description: product.description,
          ...(image ? { image: absoluteUrl(image) } : {}),
          sku: product.sku,
          category: category?.label ?? product.category,
          offers: {
            '@type': 'Offer',
            url: absoluteUrl(path),
            price,
            priceCurrency: 'BDT',
            availability: `https://schema.org/${product.stock > 0 ? 'InStock' : 'OutOfStock'}`,
          },
          ...reviewData(product),
        },
        breadcrumbList([
          { name: 'Home', path: '/' },
          { name: category?.label ?? product.category, path: category?.path ?? '/' },
          { name: product.name, path },
        ]),
      ]}
    />
  );
}

/** /product/{id}: one request for the product and its comments (GET /api/products/{id}). */
export function ProductPage() {
  const { t } = useTranslation('product');
  const locale = useLocale();
  const { id = '' } = useParams();
  const query = useProduct(id);
  const { addItem } = useCart();
  const offline = useWaitingForNetwork(query);

  useEffect(() => {
    // One toast however often the page renders (docs/behaviour.md §16.3); none while merely offline.
    if (query.isError && !offline) toast.error(t('loadFailed'), { id: 'product-load-failed' });
  }, [query.isError, offline, t]);

  if (offline) {
    return (
      <Container className="py-12 sm:py-16">
        <title>{t('meta.offline')}</title>
        <OfflineNotice className="mx-auto max-w-lg" onRetry={() => query.refetch()} />
      </Container>
    );
  }

  if (query.isError) {
    return (
      <Container className="py-12 sm:py-16">
        <title>{t('meta.notFound')}</title>
        <ProductError message={errorMessage(query.error, t('loadFailed'))} />
      </Container>
    );
  }

  if (query.isPending) {
    return (
      <Container className="py-6 sm:py-10">
        <title>{t('meta.loading')}</title>
        <ProductSkeleton />
      </Container>
    );
  }

  const product = localizedProduct(query.data, locale);
  return (
    <Container className="py-6 sm:py-10">
      <ProductMeta product={query.data} />
      <ProductDetails
        product={product}
        image={
          <ProductImage
            url={product.imageUrl}
            alt={product.name}
            category={product.category}
            sizes={PRODUCT_PAGE_IMAGE_SIZES}
            priority
          />
        }
        wishlistAction={<WishlistToggle product={query.data} />}
        soldOutAction={<BackInStockForm productId={query.data._id} />}
        // The cart and wishlist keep the product as the server sent it (both languages).
        onAddToCart={(quantity) => addItem(query.data, quantity)}
      />
      <div className="mt-10 sm:mt-14">
        <ProductAttributes product={product} />
      </div>
      <div className="mt-10 max-w-3xl sm:mt-14">
        <ReviewSection product={product} />
      </div>
      <div className="mt-10 max-w-3xl sm:mt-14">
        <CommentSection product={product} />
      </div>
    </Container>
  );
}
