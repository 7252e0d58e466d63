import { type CodedMessage, type Locale, renderParams } from '@plantopia/shared';
import { useMemo } from 'react';
import { useTranslation } from './react';
import type { TFunction } from './translator';
import { useLocale } from './use-locale';

/** Renders a coded message to a person's words. */
export type Say = (message: CodedMessage) => string;

/**
 * A coded message in `locale`, from the `messages` namespace of `t`'s instance: the same catalog and
 * params the server renders its replies with, so the web and the server never word a state differently.
 */
export function sayWith(t: TFunction, locale: Locale): Say {
  const say: Say = (message) => t(`messages:${message.code}`, renderParams(message.params, locale, say));
  return say;
}

/**
 * `say(coded)` in the page's language. Asking for the `messages` namespace here (not in every
 * component's `useTranslation`) keeps it off pages that never show a coded message.
 */
export function useSay(): Say {
  const { t } = useTranslation('messages');
  const locale = useLocale();
  return useMemo(() => sayWith(t, locale), [t, locale]);
}
