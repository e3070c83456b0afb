/** The `detail` of an error answer's body, when it is JSON that carries one. */
export function parseDetail(text: string): string | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'detail' in parsed && typeof parsed.detail === 'string') {
      return parsed.detail;
    }
  } catch {
    // Not JSON (a proxy's HTML error page, for instance): no detail to show.
  }
  return null;
}

/** The `detail` of an error Response; a body that cannot be read has none. */
export async function readDetail(response: Response): Promise<string | null> {
  return parseDetail(await response.text().catch(() => ''));
}
