import { zodResolver as codedResolver } from '@hookform/resolvers/zod';
import { readCodedText } from '@plantopia/shared';
import { activeSay } from './active';
import type { Say } from './say';

/** A key of the form's own namespace (`validation.emailRequired`), which the form renders itself. */
const FORM_KEY = /^[A-Za-z]+(?:\.[A-Za-z]+)+$/;

/**
 * A field's message in the page's language: a coded reason from the shared schemas (`field.max_length`
 * with its params) in the server's words; anything else a library wrote (zod's own English) as "is not
 * valid", so a Bangla page never shows English.
 */
function fieldMessage(text: string, say: Say): string {
  const coded = readCodedText(text);
  if (coded) return say(coded);
  return FORM_KEY.test(text) ? text : say({ code: 'field.invalid' });
}

/** Every `message` in react-hook-form's error tree, rendered (`ref` is a DOM node: left alone). */
function renderErrors<T>(errors: T, say: Say): T {
  if (!errors || typeof errors !== 'object') return errors;
  const copy = (Array.isArray(errors) ? [...errors] : { ...errors }) as Record<string, unknown>;
  for (const [key, value] of Object.entries(copy)) {
    if (key === 'ref') continue;
    if (key === 'message' && typeof value === 'string') copy[key] = fieldMessage(value, say);
    else if (value && typeof value === 'object') copy[key] = renderErrors(value, say);
  }
  return copy as T;
}

/**
 * `@hookform/resolvers`' zodResolver whose field messages (the shared schemas' coded reasons: "is
 * required", "must be a number") show in the page's language, from the catalog the server answers
 * with. A drop-in: forms import it instead of the library's.
 */
export const zodResolver = ((...args: Parameters<typeof codedResolver>) => {
  const resolve = codedResolver(...args);
  return async (...input: Parameters<typeof resolve>) => {
    const result = await resolve(...input);
    if (Object.keys(result.errors).length === 0) return result;
    return { ...result, errors: renderErrors(result.errors, await activeSay()) };
  };
}) as typeof codedResolver;
