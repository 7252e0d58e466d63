import sanitize from 'sanitize-html';

/**
 * Blog HTML is sanitised when stored (docs/behaviour.md §4 rule 9) and again in the browser when shown.
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
 * Where an HTML parser starts markup: `<` then a letter (a tag), `!` or `?` (a declaration, a comment), or
 * `/` then anything but `>` (an end tag, or a bogus comment). It runs to the next `>`; an unfinished one
 * runs to the end of the text, as a parser reads it.
 */
const MARKUP = /<(?:[a-z!?]|\/[^>])[^>]*(?:>|$)/gi;

/**
 * Comments and reviews are plain text, stored without any tag so that no client of the API can receive
 * markup: tags are removed (never interpreted) until none is left, since removing one can join the
 * pieces around it into another (`<<b>script>`). Other characters such as `<` in "5 < 10" or `&` stay as
 * typed; control characters other than newlines are dropped.
 */
export function toPlainText(text: string): string {
  // Control characters go first: one between `<` and a letter would hide a tag from the loop below.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  let plain = text.replace(/[\u0000-\u0009\u000B-\u001F\u007F]/g, '');
  for (let previous = ''; plain !== previous; ) {
    previous = plain;
    plain = plain.replace(MARKUP, '');
  }
  return plain.trim();
}
