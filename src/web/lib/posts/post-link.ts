/** Where a target's "View post" goes: the platform's page (a new tab), or for a demo post Inkwell's own view of it. */
export type PostLink = { kind: 'platform'; href: string } | { kind: 'inkwell'; path: string };

/**
 * The link to a post on its platform, or null when there is none to follow. A platform's answer is not
 * trusted to be a web address, so only http(s) ones are kept. A demo post's page is Inkwell's own
 * (/publications/{id}): opened at the address the creator is signed in at, whatever address the server
 * names (its configured one may be another name for this machine).
 */
export function postLink({ url, demo }: { url: string | null | undefined; demo: boolean }): PostLink | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url, window.location.origin);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  if (demo) return { kind: 'inkwell', path: `${parsed.pathname}${parsed.search}` };
  return { kind: 'platform', href: parsed.href };
}
