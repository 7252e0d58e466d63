import { isLocale, type Locale } from '@plantopia/shared';
import { setFallbackTranslator } from './react';
import { type Say, sayWith } from './say';
import type { Translator } from './translator';

/**
 * Messages made outside React (the api client's network and timeout errors) read the page's language
 * here: the browser's one instance, or on the server an English one (such a message reaches a
 * server-rendered page only when the server cannot reach itself).
 */
let active: Translator | undefined;

export function setActiveI18n(instance: Translator): void {
  active = instance;
  setFallbackTranslator(instance);
}

/** A message of the `common` catalog in the page's language (its key until catalogs are in place). */
export function commonMessage(key: string): string {
  return active ? active.t(key, { ns: 'common' }) : key;
}

/** The page's language outside React (form resolvers run on submit, far from any hook). */
export function activeLocale(): Locale {
  const language = active?.language;
  return isLocale(language) ? language : 'en';
}

/**
 * `say(coded)` in the page's language for code outside React, once the `messages` namespace is in (a
 * form's page may not have needed it before its first refusal). Codes stay codes before catalogs are.
 */
export async function activeSay(): Promise<Say> {
  if (!active) return (message) => message.code;
  await active.loadNamespaces('messages');
  return sayWith(active.getFixedT(null, 'messages'), activeLocale());
}
