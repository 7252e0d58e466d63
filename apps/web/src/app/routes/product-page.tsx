import { PRODUCT_PAGE_IMAGE_SIZES } from '@plantopia/shared';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useParams } from 'react-router';
import { OfflineNotice } from '@/components/offline-notice';
import { Container } from '@/components/ui/container';
import { useCart } from '@/features/cart';
import { ProductImage } from '@/features/catalog/components/product-image';
import { useProduct } from '@/features/product/api/get-product';
import { CommentSection } from '@/features/product/components/comment-section';
import { ProductAttributes } from '@/features/product/components/product-attributes';
import { ProductDetails } from '@/features/product/components/product-details';
import { ProductError, ProductSkeleton } from '@/features/product/components/product-states';
import { WishlistToggle } from '@/features/wishlist/components/wishlist-toggle';
import { errorMessage } from '@/lib/api-client';
import { useWaitingForNetwork } from '@/lib/network';

const LOAD_FAILED = 'Failed to load product details';

function summary(text: string): string {
  return text.length > 155 ? `${text.slice(0, 152).trimEnd()}…` : text;
}

/** /product/{id}: one request for the product and its comments (GET /api/products/{id}). */
export function ProductPage() {
  const { id = '' } = useParams();
  const query = useProduct(id);
  const { addItem } = useCart();
  const offline = useWaitingForNetwork(query);

  useEffect(() => {
    // One toast however often the page renders (SPEC §8); none while merely offline.
    if (query.isError && !offline) toast.error(LOAD_FAILED, { id: 'product-load-failed' });
  }, [query.isError, offline]);

  if (offline) {
    return (
      <Container className="py-12 sm:py-16">
        <title>You are offline · Plantopia</title>
        <OfflineNotice className="mx-auto max-w-lg" onRetry={() => query.refetch()} />
      </Container>
    );
  }

  if (query.isError) {
    return (
      <Container className="py-12 sm:py-16">
        <title>Product not found · Plantopia</title>
        <ProductError message={errorMessage(query.error, LOAD_FAILED)} />
      </Container>
    );
  }

  if (query.isPending) {
    return (
      <Container className="py-6 sm:py-10">
        <title>Loading product · Plantopia</title>
        <ProductSkeleton />
      </Container>
    );
  }

  const product = query.data;
  return (
    <Container className="py-6 sm:py-10">
      <title>{`${product.name} · Plantopia`}</title>
      <meta name="description" content={`${product.name}: ${summary(product.description)}`} />
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
        wishlistAction={<WishlistToggle product={product} />}
        onAddToCart={(quantity) => addItem(product, quantity)}
      />
      <div className="mt-10 sm:mt-14">
        <ProductAttributes product={product} />
      </div>
      <div className="mt-10 max-w-3xl sm:mt-14">
        <CommentSection product={product} />
      </div>
    </Container>
  );
}
