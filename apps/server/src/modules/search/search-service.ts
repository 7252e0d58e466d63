import {
  CATEGORIES,
  type CategorySuggestion,
  type Product,
  SUBCATEGORY_LABELS_BN,
  SUGGESTED_POSTS,
  type Subcategory,
  type Suggestions,
} from '@plantopia/shared';
import { narrowsSearch } from '../../lib/search-words.js';
import type { BlogService } from '../blog/blog-service.js';
import type { CatalogService } from '../catalog/catalog-service.js';

export type SearchService = ReturnType<typeof createSearchService>;

/** The most categories and subcategories suggested at once. */
const SUGGESTED_CATEGORIES = 4;

/** Categories and subcategories whose English or Bangla name contains the words. */
function matchingCategories(q: string): CategorySuggestion[] {
  const words = q.toLocaleLowerCase('en');
  const names = CATEGORIES.flatMap((category) => [
    { category: category.id, subcategory: null, labels: [category.label, category.labelBn] },
    ...category.subcategories.map((subcategory) => ({
      category: category.id,
      subcategory,
      labels: [subcategory, SUBCATEGORY_LABELS_BN[subcategory as Subcategory]],
    })),
  ]);
  return names
    .filter(({ labels }) => labels.some((label) => label.toLocaleLowerCase('en').includes(words)))
    .slice(0, SUGGESTED_CATEGORIES)
    .map(({ category, subcategory }) => ({ category, subcategory }));
}

/** Search from the header across the catalog and the blog (docs/decisions/035). */
export function createSearchService(deps: { catalog: CatalogService; blog: BlogService }) {
  const { catalog, blog } = deps;
  return {
    async suggestions(q: string): Promise<Suggestions> {
      const categories = matchingCategories(q);
      if (!narrowsSearch(q)) return { products: [], categories, posts: [] };
      const [products, posts] = await Promise.all([catalog.suggest(q), blog.suggest(q, SUGGESTED_POSTS)]);
      return { products, categories, posts };
    },
    search: (q: string, page: number): Promise<{ products: Product[]; total: number }> =>
      catalog.search(q, page),
  };
}
