import { formatIcu, isLocale, type Locale } from '@plantopia/shared';
import type { Catalog, Catalogs } from './catalogs';
import { isNamespace, type Namespace } from './namespaces';

/** What a `t` call may carry: the message's values, and where to look (`ns`) or what to say when absent. */
export type TOptions = { ns?: string; defaultValue?: string } & Record<string, unknown>;
export type TFunction = (key: string, options?: TOptions) => string;

type Load = (locale: Locale, namespace: Namespace) => Promise<Catalog>;

const DEFAULT_NAMESPACE: Namespace = 'common';

/**
 * The shop's translations (decision 033): one instance per request on the server and per page in the
 * browser, holding the active language's catalogs by namespace. A key is `namespace:dotted.path`, or a
 * dotted path in the caller's namespace; a message is ICU MessageFormat, formatted by the formatter the
 * server's replies use, so a Bangla message gets Bangla digits. A missing key reads as the key (the lint
 * check keeps both languages complete), so there is no fallback language to download.
 *
 * It replaces i18next, of which the shop used a lookup, ICU formatting and lazy namespaces: 15 KiB of
 * every first page for what these hundred lines do.
 */
export class Translator {
  language: Locale;
  private readonly catalogs = new Map<Locale, Catalogs>();
  private readonly loading = new Map<string, Promise<void>>();
  private readonly used = new Set<Namespace>();
  private readonly listeners = new Set<() => void>();

  constructor(
    locale: Locale,
    catalogs: Catalogs,
    private readonly load: Load,
  ) {
    this.language = locale;
    this.catalogs.set(locale, { ...catalogs });
  }

  /** Whether `namespace` is in for the active language (a component asking for it can render). */
  hasLoaded(namespace: string): boolean {
    return isNamespace(namespace) && Boolean(this.catalogs.get(this.language)?.[namespace]);
  }

  /** Fetches the namespaces not in yet, for the active language; resolves once all are. */
  loadNamespaces(namespaces: string | readonly string[], locale: Locale = this.language): Promise<void> {
    const wanted = (typeof namespaces === 'string' ? [namespaces] : namespaces).filter(isNamespace);
    return Promise.all(wanted.map((namespace) => this.loadOne(locale, namespace))).then(() => undefined);
  }

  private loadOne(locale: Locale, namespace: Namespace): Promise<void> {
    if (this.catalogs.get(locale)?.[namespace]) return Promise.resolve();
    const id = `${locale}/${namespace}`;
    let pending = this.loading.get(id);
    if (!pending) {
      pending = this.load(locale, namespace).then(
        (catalog) => {
          this.catalogs.set(locale, { ...this.catalogs.get(locale), [namespace]: catalog });
          this.loading.delete(id);
          if (locale === this.language) this.notify();
        },
        (error: unknown) => {
          // Asked again on the next render: a catalog lost to a network hiccup is not lost for good.
          this.loading.delete(id);
          throw error;
        },
      );
      this.loading.set(id, pending);
    }
    return pending;
  }

  /** Notes that a page's component reads `namespace`: the server sends exactly these catalogs with it. */
  markUsed(namespace: string): void {
    if (isNamespace(namespace)) this.used.add(namespace);
  }

  usedNamespaces(): Namespace[] {
    return [...this.used];
  }

  private lookup(key: string, options?: TOptions): string | undefined {
    const split = key.indexOf(':');
    const namespace = split > 0 ? key.slice(0, split) : (options?.ns ?? DEFAULT_NAMESPACE);
    const path = split > 0 ? key.slice(split + 1) : key;
    let node: Catalog | string | undefined = isNamespace(namespace)
      ? this.catalogs.get(this.language)?.[namespace]
      : undefined;
    for (const part of path.split('.')) {
      if (node === undefined || typeof node === 'string') return undefined;
      node = node[part];
    }
    return typeof node === 'string' ? node : undefined;
  }

  exists(key: string, options?: TOptions): boolean {
    return this.lookup(key, options) !== undefined;
  }

  t: TFunction = (key, options) => {
    const message = this.lookup(key, options) ?? options?.defaultValue;
    if (message === undefined) return key;
    return formatIcu(message, options ?? {}, this.language);
  };

  /** A `t` bound to a namespace (`null`: the active language). */
  getFixedT(_locale: Locale | null, namespace: string): TFunction {
    return (key, options) => this.t(key, { ...options, ns: options?.ns ?? namespace });
  }

  /** Switches language once the catalogs in use are in for it, so no component renders half-translated. */
  async changeLanguage(next: string): Promise<void> {
    if (!isLocale(next) || next === this.language) return;
    const inUse = [...new Set<Namespace>([DEFAULT_NAMESPACE, ...this.used, ...this.namesLoaded()])];
    await this.loadNamespaces(inUse, next);
    this.language = next;
    this.notify();
  }

  private namesLoaded(): Namespace[] {
    return Object.keys(this.catalogs.get(this.language) ?? {}).filter(isNamespace);
  }

  /** Called after every change a render must follow (a catalog in, the language switched). */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Changes with every notification, so a hook reading it re-renders (and its `t` is a new function). */
  version = 0;

  private notify(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }
}
