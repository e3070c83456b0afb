/**
 * The only link targets a generated text may carry: web addresses and e-mail. Everything else
 * (javascript:, data:, protocol-relative or relative paths) is dropped, so a topic that smuggles a
 * script address into the model's answer never becomes a clickable link.
 */
export function safeHref(raw: string): string | null {
  const href = raw.trim();
  if (/^mailto:[^\s]+$/i.test(href)) return href;
  try {
    const url = new URL(href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
