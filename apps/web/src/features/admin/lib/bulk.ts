/** What a bulk action did: how many of the selected rows changed, how many the server refused, and why the first was. */
export interface BulkResult {
  done: number;
  failed: number;
  firstError: unknown;
}

/**
 * Runs one request per selected row, one after another (the server's per-user rate limits count each),
 * and carries on past a refusal so one bad row does not stop the rest.
 */
export async function forEachSelected(
  ids: readonly string[],
  act: (id: string) => Promise<unknown>,
): Promise<BulkResult> {
  const result: BulkResult = { done: 0, failed: 0, firstError: undefined };
  for (const id of ids) {
    try {
      await act(id);
      result.done++;
    } catch (error) {
      if (result.failed === 0) result.firstError = error;
      result.failed++;
    }
  }
  return result;
}
