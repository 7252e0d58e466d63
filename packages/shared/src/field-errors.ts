import { type CodedMessage, coded, type MessageCode, readCodedText } from './message-codes.js';

/** A zod error message that says `field.required` when the field is missing, `otherwise` when it has the wrong type. */
export function requiredOr(otherwise: MessageCode) {
  return (issue: { input?: unknown }) => (issue.input === undefined ? 'field.required' : otherwise);
}

/** The parts of a zod issue that say what was wrong (zod's own types, without importing zod). */
interface ZodIssueLike {
  code?: string;
  message?: string;
  expected?: string;
  origin?: string;
  format?: string;
  values?: readonly unknown[];
  maximum?: number | bigint;
  minimum?: number | bigint;
}

const EXPECTED: Record<string, MessageCode> = {
  string: 'field.text',
  number: 'field.number',
  int: 'field.whole_number',
  boolean: 'field.boolean',
};

/**
 * A refused field's reason as a coded message: the schema's own coded message where it wrote one,
 * otherwise read from what zod found (a check the schema left to zod's defaults).
 */
export function issueReason(issue: ZodIssueLike): CodedMessage {
  const written = issue.message ? readCodedText(issue.message) : null;
  if (written) return written;
  const limit = (value: number | bigint | undefined) => Number(value ?? 0);
  switch (issue.code) {
    case 'invalid_type':
      // zod keeps the input off its issues unless asked, but its own words say when nothing was sent.
      if (/received undefined/.test(issue.message ?? '')) return coded('field.required');
      return coded(EXPECTED[issue.expected ?? ''] ?? 'field.invalid');
    case 'invalid_value':
      return coded('field.one_of', { list: (issue.values ?? []).map(String).join(', ') });
    case 'invalid_format':
      return coded(issue.format === 'email' ? 'field.email' : 'field.invalid');
    case 'too_big':
      if (issue.origin === 'string') return coded('field.max_length', { max: limit(issue.maximum) });
      if (issue.origin === 'array') return coded('field.max_items', { max: limit(issue.maximum) });
      return coded('field.max', { max: limit(issue.maximum) });
    case 'too_small':
      if (issue.origin === 'string')
        return limit(issue.minimum) <= 1
          ? coded('field.required')
          : coded('field.min_length', { min: limit(issue.minimum) });
      return coded('field.min', { min: limit(issue.minimum) });
    default:
      return coded('field.invalid');
  }
}
