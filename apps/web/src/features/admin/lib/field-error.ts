import { type CodedMessage, codedText, readCodedText } from '@plantopia/shared';
import { useCallback } from 'react';
import { isApiError } from '@/lib/api-client';
import { useSay } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';

/**
 * The shared schemas (checked the same way on the server) give their reasons coded (`field.max_length`
 * with `{max: 30}`), and so does the server's 400 for a field. Each is said from the server's own
 * catalog in the page's language; a reason the form wrote itself (already in the page's language)
 * shows as it is.
 *
 * `(label, reason)` → the message shown under a field; a null label for a reason that is a whole
 * sentence already ("Gazipur is already in Dhaka suburbs").
 */
export function useFieldError(): (label: string | null, reason: string) => string {
  const { t } = useTranslation('adminCatalog');
  const say = useSay();
  return useCallback(
    (label: string | null, reason: string) => {
      const coded = readCodedText(reason);
      const said = coded ? say(coded) : reason;
      return label === null ? said : t('fieldError.format', { label, reason: said });
    },
    [say, t],
  );
}

/**
 * The field a 400 answer refused (`request.invalid_field`: its path and coded reason), with the reason
 * as a form error's text for `useFieldError`; null for any other failure.
 */
export function refusedField(error: unknown): { field: string; reason: string } | null {
  if (!isApiError(error) || error.code !== 'request.invalid_field') return null;
  const { field, reason } = error.params ?? {};
  if (typeof field !== 'string' || !isCodedMessage(reason)) return null;
  return { field, reason: codedText(reason.code, reason.params) };
}

function isCodedMessage(value: unknown): value is CodedMessage {
  return typeof value === 'object' && value !== null && typeof (value as CodedMessage).code === 'string';
}
