import type { FastifyInstance } from 'fastify';

/**
 * CSP, nosniff, frame-ancestors and the rest of the usual hardening headers on every response,
 * computed once at start (a hot path: every request pays for this). Google Identity Services is
 * allowed because the sign-in button loads it; a configured contact-form service may be posted to.
 */
export function securityHeaders(opts: { contactFormUrl?: string }): Record<string, string> {
  const gsi = 'https://accounts.google.com/gsi/';
  const contact = opts.contactFormUrl ? ` ${new URL(opts.contactFormUrl).origin}` : '';
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${gsi}client`,
    `style-src 'self' 'unsafe-inline' ${gsi}style`,
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${gsi}${contact}`,
    `frame-src ${gsi}`,
    "frame-ancestors 'none'",
    `form-action 'self'${contact}`,
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    // Ignored by browsers over plain HTTP (local use); binding once the app is served over TLS.
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // Google's sign-in popup needs to talk back to its opener.
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'x-dns-prefetch-control': 'off',
    'x-permitted-cross-domain-policies': 'none',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}

export function registerSecurityHeaders(app: FastifyInstance, opts: { contactFormUrl?: string }) {
  const headers = securityHeaders(opts);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
