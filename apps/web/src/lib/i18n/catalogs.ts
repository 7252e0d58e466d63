import type { Locale } from '@plantopia/shared';
import type { Namespace } from './namespaces';

export type Catalog = { [key: string]: string | Catalog };
export type Catalogs = Partial<Record<Namespace, Catalog>>;

// Each catalog is its own chunk: the browser downloads only the active language's, one feature at a
// time, when a page first asks for it (the admin's only in the admin's chunk).
const files = import.meta.glob<Catalog>('../../locales/*/*.json', { import: 'default' });
// The server's catalogs are read where the server reads them, so the web never holds a copy to drift.
const messageFiles = import.meta.glob<Catalog>('../../../../../packages/shared/src/messages/*.json', {
  import: 'default',
});

export function loadCatalog(locale: Locale, namespace: Namespace): Promise<Catalog> {
  const load =
    namespace === 'messages'
      ? messageFiles[`../../../../../packages/shared/src/messages/${locale}.json`]
      : files[`../../locales/${locale}/${namespace}.json`];
  if (!load) return Promise.reject(new Error(`No catalog ${locale}/${namespace}`));
  return load();
}

/** Every catalog of one language (the server renders any page, so it holds them all). */
export async function loadAllCatalogs(locale: Locale, namespaces: readonly Namespace[]): Promise<Catalogs> {
  const entries = await Promise.all(
    namespaces.map(async (namespace) => [namespace, await loadCatalog(locale, namespace)] as const),
  );
  return Object.fromEntries(entries);
}
