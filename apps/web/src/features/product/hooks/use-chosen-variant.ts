import { type Product, variantAfterChoice, variantFromLink } from '@plantopia/shared';
import { useSearchParams } from '@/lib/router';

/**
 * The variant the page shows, kept in the address (`?variant=<id>`, docs/decisions/038) so a link, and
 * the server-rendered page, open it; choosing another value replaces the address without a new history
 * entry. Undefined until the product is there.
 */
export function useChosenVariant(product: Product | undefined) {
  const [params, setParams] = useSearchParams();
  const variant = product ? variantFromLink(product.variants, params.get('variant')) : undefined;
  function choose(index: number, value: string) {
    if (!product || !variant) return;
    const next = variantAfterChoice(product.variants, variant, index, value);
    if (!next || next._id === variant._id) return;
    setParams(
      (current) => {
        current.set('variant', next._id);
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
  }
  return { variant, choose };
}
