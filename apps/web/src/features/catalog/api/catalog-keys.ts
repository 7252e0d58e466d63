import type { CategoryId, FinderAnswers } from '@plantopia/shared';
import type { CatalogFilters } from '../lib/catalog-params';

/** Query keys of the catalog; writes (admin, orders) invalidate through these. */
export const catalogKeys = {
  all: ['catalog'] as const,
  category: (category: CategoryId) => ['catalog', category] as const,
  list: (category: CategoryId, filters: CatalogFilters) => ['catalog', category, 'list', filters] as const,
  featured: () => ['catalog', 'featured'] as const,
  finder: (answers: FinderAnswers) => ['catalog', 'plants', 'finder', answers] as const,
};
