/** A provider answered something we cannot use (an HTML error page, a broken JSON, a timeout). */
export class ProviderUnavailableError extends Error {
  constructor(provider: string, detail: string) {
    super(`${provider} did not answer as expected: ${detail}`);
    this.name = 'ProviderUnavailableError';
  }
}

/**
 * A provider call with a time limit; answers the parsed JSON body of a 2xx answer, or throws
 * ProviderUnavailableError. A JSON body beside a 5xx (or any non-2xx) is an error page, never the
 * provider's verdict (issue 28): bKash has answered HTTP 500 with a body after taking the money.
 */
export async function callProvider(
  provider: string,
  url: string,
  init: RequestInit & { timeoutMs?: number },
): Promise<Record<string, unknown>> {
  const { status, body } = await callProviderForStatus(provider, url, init);
  if (status < 200 || status > 299) {
    const said = ['statusMessage', 'errorMessage', 'message', 'error']
      .map((key) => textOf(body, key))
      .find(Boolean);
    throw new ProviderUnavailableError(provider, `HTTP ${status}${said ? ` (${said.slice(0, 200)})` : ''}`);
  }
  return body;
}

/**
 * The same, answering the HTTP status beside the body, for providers whose status says what their body
 * does not (a 401 for an expired token, a 422 for a refused form).
 */
export async function callProviderForStatus(
  provider: string,
  url: string,
  init: RequestInit & { timeoutMs?: number },
): Promise<{ status: number; body: Record<string, unknown> }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(init.timeoutMs ?? 15_000) });
  } catch (error) {
    throw new ProviderUnavailableError(provider, error instanceof Error ? error.message : String(error));
  }
  const text = await response.text().catch(() => '');
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && !Array.isArray(body))
      return { status: response.status, body: body as Record<string, unknown> };
  } catch {
    // Not JSON: reported below with the status.
  }
  throw new ProviderUnavailableError(provider, `HTTP ${response.status}`);
}

/** A field of a provider's answer as text ('' when absent), so comparisons never meet `undefined`. */
export function textOf(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}
