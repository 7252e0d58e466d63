import {
  findCategory,
  imageAt,
  localizedProduct,
  PRODUCT_PAGE_IMAGE_SIZES,
  type Product,
} from '@plantopia/shared';
import { useEffect } from 'react';
import { OfflineNotice } from '@/components/offline-notice';
import { absoluteUrl, breadcrumbList, PageMeta } from '@/components/page-meta';
import { Container } from '@/components/ui/container';
import { toCartProduct, useCartActions } from '@/features/cart';
import { ProductImage } from '@/features/catalog/components/product-image';
import { useProduct } from '@/features/product/api/get-product';
import { BackInStockForm } from '@/features/product/components/back-in-stock-form';
import { CommentSection } from '@/features/product/components/comment-section';
import { ProductAttributes } from '@/features/product/components/product-attributes';
import { ProductDetails } from '@/features/product/components/product-details';
import { ProductError, ProductSkeleton } from '@/features/product/components/product-states';
import { ReviewSection } from '@/features/product/components/review-section';
import { VariantPicker } from '@/features/product/components/variant-picker';
import { useChosenVariant } from '@/features/product/hooks/use-chosen-variant';
import { WishlistToggle } from '@/features/wishlist/components/wishlist-toggle';
import { errorMessage } from '@/lib/api-client';
import { HydrateLater } from '@/lib/hydrate-later';
import { useLocale } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { useWaitingForNetwork } from '@/lib/network';
import { useParams } from '@/lib/router';
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

const availability = (stock: number) => `https://schema.org/${stock > 0 ? 'InStock' : 'OutOfStock'}`;

/**
 * schema.org offers: one `Offer`, or with several variants an `AggregateOffer` of each variant's offer
 * (docs/decisions/038), each at the address that opens it.
 */
function offersOf(product: Product, path: string): object {
  if (product.variants.length <= 1) {
    return {
      '@type': 'Offer',
      url: absoluteUrl(path),
      price: String(product.price),
      priceCurrency: 'BDT',
      availability: availability(product.stock),
    };
  }
  const prices = product.variants.map((variant) => variant.price);
  return {
    '@type': 'AggregateOffer',
    priceCurrency: 'BDT',
    lowPrice: String(Math.min(...prices)),
    highPrice: String(Math.max(...prices)),
    offerCount: product.variants.length,
    offers: product.variants.map((variant) => ({
      '@type': 'Offer',
      sku: variant.sku,
      url: absoluteUrl(`${path}?variant=${encodeURIComponent(variant._id)}`),
      price: String(variant.price),
      priceCurrency: 'BDT',
      availability: availability(variant.stock),
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
          offers: offersOf(product, path),
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
  const { variant, choose } = useChosenVariant(query.data);
  const { addItem } = useCartActions();
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

  const localized = localizedProduct(query.data, locale);
  // The chosen variant's price, stock and image (docs/decisions/038); a product has at least one.
  const product = variant
    ? {
        ...localized,
        price: variant.price,
        stock: variant.stock,
        imageUrl: variant.imageUrl || localized.imageUrl,
      }
    : localized;
  // The page's content hydrates in a task after the layout's frame, its parts each later still.
  return (
    <HydrateLater>
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
          // Keyed by the variant: choosing another sold-out size asks afresh about that one.
          soldOutAction={
            <BackInStockForm key={variant?._id} productId={query.data._id} variantId={variant?._id} />
          }
          choices={
            variant ? <VariantPicker product={query.data} variant={variant} onChoose={choose} /> : null
          }
          compareAtPrice={variant?.compareAtPrice}
          // The cart and wishlist keep the product as the server sent it (both languages).
          onAddToCart={(quantity) => addItem(toCartProduct(query.data, variant), quantity)}
        />
        {/* Below the purchase box: hydrated after it, each in a task of its own. */}
        <HydrateLater>
          <div className="below-fold mt-10 sm:mt-14">
            <ProductAttributes product={product} />
          </div>
        </HydrateLater>
        <HydrateLater>
          <div className="below-fold mt-10 max-w-3xl sm:mt-14">
            <ReviewSection product={product} />
          </div>
        </HydrateLater>
        <HydrateLater>
          <div className="below-fold mt-10 max-w-3xl sm:mt-14">
            <CommentSection product={product} />
          </div>
        </HydrateLater>
      </Container>
    </HydrateLater>
  );
}
