import toast from 'react-hot-toast';
import { errorMessage } from '@/lib/api-client';
import type { BulkResult } from '../lib/bulk';

/** Says how a bulk action went: the success sentence, or the first refusal with how many failed. */
export function toastBulkResult(
  result: BulkResult,
  text: { done: (count: number) => string; failed: (count: number) => string },
) {
  if (result.done > 0) toast.success(text.done(result.done));
  if (result.failed > 0)
    toast.error(`${text.failed(result.failed)} ${errorMessage(result.firstError, '')}`.trim());
}
