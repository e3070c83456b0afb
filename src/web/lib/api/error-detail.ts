/** An error answer's body as JSON; undefined when it is not JSON (a proxy's HTML error page, for instance). */
function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The `detail` of an error answer's body, when it is JSON that carries one. */
export function parseDetail(text: string): string | null {
  const parsed = parseBody(text);
  if (parsed && typeof parsed === 'object' && 'detail' in parsed && typeof parsed.detail === 'string') {
    return parsed.detail;
  }
  return null;
}

/** The `detail` of an error Response; a body that cannot be read has none. */
export async function readDetail(response: Response): Promise<string | null> {
  return parseDetail(await response.text().catch(() => ''));
}

/** An error Response's `detail` and its whole JSON body (a refusal may say more than its detail). */
export async function readError(response: Response): Promise<{ detail: string | null; body: unknown }> {
  const text = await response.text().catch(() => '');
  return { detail: parseDetail(text), body: parseBody(text) };
}
