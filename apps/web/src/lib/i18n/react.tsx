import {
  Children,
  cloneElement,
  createContext,
  type ReactElement,
  type ReactNode,
  useContext,
  useMemo,
  useSyncExternalStore,
} from 'react';
import type { TFunction, TOptions, Translator } from './translator';

const TranslatorContext = createContext<Translator | null>(null);

/** The page's translations, for every `useTranslation` below. */
export function I18nProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={i18n}>{children}</TranslatorContext.Provider>;
}

/** The page's active instance (lib/i18n/active.ts sets it): what a component outside the provider reads. */
let fallback: Translator | undefined;
export function setFallbackTranslator(instance: Translator): void {
  fallback = instance;
}

/** The provider's instance, or (a component rendered on its own, as tests do) the page's active one. */
function useTranslator(): Translator {
  const i18n = useContext(TranslatorContext) ?? fallback;
  if (!i18n) throw new Error('useTranslation outside <I18nProvider>');
  return i18n;
}

/**
 * `t` for the namespaces a component reads (the first is where its keys are looked up; `ns:key` reaches
 * another). A namespace not in yet suspends the component until its catalog has loaded, as the page's
 * lazy routes do; a language switch or a catalog arriving re-renders it with a new `t`.
 */
export function useTranslation(namespaces: string | readonly string[] = 'common'): {
  t: TFunction;
  i18n: Translator;
} {
  const i18n = useTranslator();
  const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
  const version = useSyncExternalStore(
    (listener) => i18n.subscribe(listener),
    () => i18n.version,
    () => i18n.version,
  );
  for (const namespace of list) i18n.markUsed(namespace);
  const missing = list.filter((namespace) => !i18n.hasLoaded(namespace));
  if (missing.length > 0) throw i18n.loadNamespaces(missing);
  const first = list[0] ?? 'common';
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is what makes a new `t` after a change.
  const t = useMemo(() => i18n.getFixedT(null, first), [i18n, first, version]);
  return { t, i18n };
}

/** A string value of a `<Trans>` stands in the message as this until its tags are read: never a tag. */
const slot = (index: number) => `\uE000${index}\uE000`;
const TOKEN = /<(\/?)([A-Za-z0-9]+)\s*(\/?)>|\uE000(\d+)\uE000/g;

/**
 * A message with tags (`Read our <terms>terms</terms>`): each tag becomes the element `components`
 * names, with the text between as its children. String values are put in after the tags are read, so
 * a value that looks like markup (an email a visitor typed) stays text.
 */
export function Trans({
  t,
  i18nKey,
  values = {},
  components = {},
}: {
  t: TFunction;
  i18nKey: string;
  values?: TOptions;
  components?: Record<string, ReactElement>;
}) {
  const strings: string[] = [];
  const slotted = Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      if (typeof value !== 'string') return [name, value];
      strings.push(value);
      return [name, slot(strings.length - 1)];
    }),
  );
  const message = t(i18nKey, slotted);

  const root: ReactNode[] = [];
  const stack: { name: string; children: ReactNode[] }[] = [];
  const current = () => stack.at(-1)?.children ?? root;
  let at = 0;
  for (const match of message.matchAll(TOKEN)) {
    if (match.index > at) current().push(message.slice(at, match.index));
    at = match.index + match[0].length;
    const [, closing, name, selfClosing, value] = match;
    if (value !== undefined) current().push(strings[Number(value)] ?? '');
    else if (selfClosing) current().push(element(components, name!, []));
    else if (!closing) stack.push({ name: name!, children: [] });
    else {
      const open = stack.pop();
      if (open) current().push(element(components, open.name, open.children));
    }
  }
  if (at < message.length) current().push(message.slice(at));
  // A tag left open (a catalog typo) keeps its text rather than losing it.
  for (const open of stack.splice(0).reverse()) current().push(...open.children);
  return <>{Children.toArray(root)}</>;
}

function element(components: Record<string, ReactElement>, name: string, children: ReactNode[]): ReactNode {
  const component = components[name];
  if (!component) return children;
  return cloneElement(component, undefined, ...(children.length > 0 ? children : []));
}
