import {
  CATALOG_PAGE_SIZE,
  type PagedListExtras,
  type Product,
  type ProductSummary,
  type Suggestions,
  toProductSummary,
} from '@plantopia/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, apiFetch } from '@/lib/api-client';

/** The search page for the words. */
export const searchPath = (q: string) => `/search?q=${encodeURIComponent(q.trim())}`;

export const searchKeys = {
  all: ['search'] as const,
  results: (q: string, page: number) => ['search', 'results', q, page] as const,
  suggestions: (q: string) => ['search', 'suggestions', q] as const,
};

export interface SearchResults {
  products: ProductSummary[];
  total: number;
  pages: number;
}

/** `GET /api/search?q=&page=`: a page of products of every category that match, best first. */
export function searchResultsQueryOptions(q: string, page: number) {
  return queryOptions({
    queryKey: searchKeys.results(q, page),
    queryFn: async ({ signal }): Promise<SearchResults> => {
      const envelope = await apiFetch<Product[], Partial<PagedListExtras>>('/api/search', {
        signal,
        query: { q, page },
      });
      const products = Array.isArray(envelope.data) ? envelope.data.map(toProductSummary) : [];
      const total = typeof envelope.total === 'number' ? envelope.total : products.length;
      return { products, total, pages: Math.max(1, Math.ceil(total / CATALOG_PAGE_SIZE)) };
    },
  });
}

/** `GET /api/search/suggestions?q=`: what the header suggests as the shopper types. */
export function suggestionsQueryOptions(q: string) {
  return queryOptions({
    queryKey: searchKeys.suggestions(q),
    queryFn: ({ signal }) => api.get<Suggestions>('/api/search/suggestions', { signal, query: { q } }),
    staleTime: 60_000,
  });
}

/** `?q=` and `?page=` of the search page, as its loader and the page read them. */
export function searchParamsOf(params: URLSearchParams): { q: string; page: number } {
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}
