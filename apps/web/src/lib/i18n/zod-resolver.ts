import { zodResolver as englishResolver } from '@hookform/resolvers/zod';
import { translateMessage } from '@plantopia/shared';
import { activeLocale } from './active';

/** Every `message` in react-hook-form's error tree in `locale` (`ref` is a DOM node: left alone). */
function translateErrors<T>(errors: T, locale: 'bn'): T {
  if (!errors || typeof errors !== 'object') return errors;
  const copy = (Array.isArray(errors) ? [...errors] : { ...errors }) as Record<string, unknown>;
  for (const [key, value] of Object.entries(copy)) {
    if (key === 'ref') continue;
    if (key === 'message' && typeof value === 'string') copy[key] = translateMessage(value, locale);
    else if (value && typeof value === 'object') copy[key] = translateErrors(value, locale);
  }
  return copy as T;
}

/**
 * `@hookform/resolvers`' zodResolver whose field messages ('is required', 'must be a number', the
 * shared schemas' words) show in the page's language, from the table the server answers with. A
 * drop-in: forms import it instead of the library's.
 */
export const zodResolver = ((...args: Parameters<typeof englishResolver>) => {
  const resolve = englishResolver(...args);
  return async (...input: Parameters<typeof resolve>) => {
    const result = await resolve(...input);
    const locale = activeLocale();
    return locale === 'bn' ? { ...result, errors: translateErrors(result.errors, locale) } : result;
  };
}) as typeof englishResolver;
