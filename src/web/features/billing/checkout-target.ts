/** Where a checkout_url leads: a page of this app (demo billing) or a payment provider's hosted page. */
export type CheckoutTarget = { kind: 'app'; path: string } | { kind: 'external'; url: string };

/**
 * Classifies the server's checkout_url against the app's origin. Anything but an app path or an
 * http(s) address is refused, so a bad answer can never run script through `location`.
 */
export function checkoutTarget(checkoutUrl: string, appOrigin: string): CheckoutTarget {
  const url = new URL(checkoutUrl, appOrigin);
  if (url.origin === appOrigin) return { kind: 'app', path: `${url.pathname}${url.search}${url.hash}` };
  if (url.protocol === 'https:' || url.protocol === 'http:') return { kind: 'external', url: url.href };
  throw new Error(`Refusing checkout URL with protocol ${url.protocol}`);
}
