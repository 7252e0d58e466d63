export const EXCERPT_LENGTH = 150;

/**
 * The words of an HTML post without any markup. The HTML is parsed into an inert document (nothing in it
 * runs or loads), and only its text is read.
 */
export function plainText(html: string): string {
  // Block ends and line breaks separate words that the markup alone keeps apart ("</h2><p>").
  const spaced = html.replace(
    /<br\s*\/?>|<\/(?:p|h[1-6]|li|div|blockquote|pre|tr|td|th|figcaption)\s*>/gi,
    '$& ',
  );
  const document = new DOMParser().parseFromString(spaced, 'text/html');
  return (document.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * SPEC §5: the plain text cut to at most 150 characters, followed by '...' when it was longer. The cut
 * falls between words (a word that does not fit is left out whole, with the punctuation before it);
 * only a single word longer than the limit is cut inside.
 */
export function excerpt(html: string, length = EXCERPT_LENGTH): string {
  const text = plainText(html);
  if (text.length <= length) return text;
  // One character past the limit shows whether a word ends exactly at it.
  const lastSpace = text.slice(0, length + 1).lastIndexOf(' ');
  const whole = lastSpace > 0 ? text.slice(0, lastSpace).replace(/[\s.,;:!?…–—-]+$/u, '') : '';
  return `${whole || text.slice(0, length)}...`;
}
