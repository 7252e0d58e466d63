import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { escapeLike } from './like.js';

/*
 * How a shopper's words meet stored text, in SQL (docs/decisions/021 and 035). `key` is search_key() of
 * the text (both scripts in ASCII word characters), `sounds` is search_sounds() of a name.
 */

/** The text contains the words as written, in either script. */
export const containsWords = (key: SQLWrapper, q: string): SQL =>
  sql`${key} like search_key(${`%${escapeLike(q)}%`})`;

/**
 * The name sounds like the words: "gulap" and "golap" meet গোলাপ, "hibiscas" the hibiscus. A sound needs
 * three consonants to tell anything apart; for shorter words the test is false, and the planner folds it
 * away, leaving them to `containsWords`.
 */
export const soundsLike = (sounds: SQLWrapper, q: string): SQL =>
  sql`(char_length(search_sounds(${q})) >= 3 and ${sounds} %> search_sounds(${q}))`;

/** How closely the name sounds like the words, from 0 to 1, for ranking. */
export const soundSimilarity = (sounds: SQLWrapper, q: string): SQL =>
  sql`word_similarity(search_sounds(${q}), ${sounds})`;

/**
 * Words long enough for the trigram indexes to narrow a search: three characters, or two Bangla ones
 * (search_key spells each as two). Shorter, a LIKE would read every product, so as the shopper types
 * the first letters only categories are suggested.
 */
export function narrowsSearch(q: string): boolean {
  const letters = q.replace(/\s+/g, '');
  return letters.length >= 3 || (letters.length === 2 && /[\u0980-\u09ff]/.test(letters));
}
