import sanitize from 'sanitize-html';

/**
 * Blog HTML is sanitised when stored (DESIGN §4 rule 9) and again in the browser when shown.
 * Allowed: text formatting, headings, lists, quotes, links (http, https, mailto) and images.
 */
const BLOG_OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height', 'title'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  transformTags: { a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export function sanitizeBlogHtml(html: string): string {
  return sanitize(html, BLOG_OPTIONS).trim();
}

/**
 * Comments are plain text, shown escaped: tags are removed (never interpreted) but other characters such
 * as `<` in "a < b" or `&` stay as typed; control characters other than newlines are dropped.
 */
export function toPlainText(text: string): string {
  return (
    text
      .replace(/<\/?[a-z][^>]*>/gi, '')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
      .replace(/[\u0000-\u0009\u000B-\u001F\u007F]/g, '')
      .trim()
  );
}
