/*
 * Apart from reviews.ts (zod schemas): the product page shows and sorts reviews with these, and importing
 * them from there made every product page download and run zod before it could hydrate.
 */

export const REVIEW_TEXT_MAX_LENGTH = 2000;
export const REVIEW_SORTS = ['newest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** What sorting looks at (a `Review` has it; the type stays here so this module needs no zod). */
interface SortableReview {
  _id: string;
  rating: number;
  createdAt: string;
}

/** The reviews in the order a shopper asked for; ties go to the newer one. */
export function sortReviews<R extends SortableReview>(reviews: R[], sort: ReviewSort): R[] {
  const newestFirst = (a: R, b: R) => b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id);
  const bySort = {
    newest: newestFirst,
    highest: (a: R, b: R) => b.rating - a.rating || newestFirst(a, b),
    lowest: (a: R, b: R) => a.rating - b.rating || newestFirst(a, b),
  }[sort];
  return [...reviews].sort(bySort);
}
