export const EXCERPT_LENGTH = 150;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * The words of an HTML post without any markup. Read as text only (tags dropped, character references
 * decoded), never parsed into a document, so it gives the same answer on the server, which renders the
 * blog list too, as in the browser. The posts are sanitised when stored (no scripts or styles to skip).
 */
export function plainText(html: string): string {
  // Block ends and line breaks separate words that the markup alone keeps apart ("</h2><p>").
  const spaced = html.replace(
    /<br\s*\/?>|<\/(?:p|h[1-6]|li|div|blockquote|pre|tr|td|th|figcaption)\s*>/gi,
    '$& ',
  );
  const text = spaced
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === '#') {
        const code =
          name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      }
      return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
    });
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The plain text cut to at most 150 characters, followed by '...' when it was longer
 * (docs/behaviour.md §16.1). The cut falls between words (a word that does not fit is left out whole, with
 * the punctuation before it); only a single word longer than the limit is cut inside.
 */
export function excerpt(html: string, length = EXCERPT_LENGTH): string {
  const text = plainText(html);
  if (text.length <= length) return text;
  // One character past the limit shows whether a word ends exactly at it.
  const lastSpace = text.slice(0, length + 1).lastIndexOf(' ');
  const whole = lastSpace > 0 ? text.slice(0, lastSpace).replace(/[\s.,;:!?…–—-]+$/u, '') : '';
  return `${whole || text.slice(0, length)}...`;
}
