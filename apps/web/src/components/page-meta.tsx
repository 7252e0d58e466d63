import { languageAddress, useLocale } from '@/lib/i18n';
import { jsonForScript } from '@/lib/json-for-script';
import { siteOrigin } from '@/lib/site-origin';

export interface PageMetaProps {
  title: string;
  description: string;
  /** The page's own path (and query where it names a different page, e.g. `?page=2`): the canonical URL. */
  path: string;
  /** A photo for link previews: an absolute URL or a path on this site. */
  image?: string;
  type?: 'website' | 'product' | 'article';
  /** Extra Open Graph properties (a product's price). */
  openGraph?: Record<string, string>;
  /** Structured data (schema.org) for search engines, one JSON-LD block each. */
  structuredData?: object[];
}

const SITE_NAME = 'Plantopia';

export function absoluteUrl(pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${siteOrigin()}${pathOrUrl}`;
}

/**
 * What search engines and link previews read (issue 11): title, description, canonical URL, Open Graph
 * and Twitter card, and JSON-LD. React places the head tags in `<head>`, on the server and after every
 * navigation; JSON-LD stays in the page, where search engines read it too.
 */
export function PageMeta({
  title,
  description,
  path,
  image,
  type = 'website',
  openGraph = {},
  structuredData = [],
}: PageMetaProps) {
  const locale = useLocale();
  // The page's address in its language (the hreflang alternates are the layout's,
  // components/language-alternates.tsx).
  const url = absoluteUrl(languageAddress(path, locale));
  const imageUrl = image ? absoluteUrl(image) : undefined;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:locale" content={locale === 'bn' ? 'bn_BD' : 'en_US'} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {imageUrl ? <meta property="og:image" content={imageUrl} /> : null}
      {Object.entries(openGraph).map(([property, content]) => (
        <meta key={property} property={property} content={content} />
      ))}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {imageUrl ? <meta name="twitter:image" content={imageUrl} /> : null}
      {structuredData.map((data) => (
        <script
          key={(data as { '@type'?: string })['@type']}
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON, escaped so it cannot end the element; a data block is never executed.
          dangerouslySetInnerHTML={{ __html: jsonForScript(data) }}
        />
      ))}
    </>
  );
}

/** schema.org BreadcrumbList from (name, path) pairs, home first. */
export function breadcrumbList(items: Array<{ name: string; path: string }>): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}
