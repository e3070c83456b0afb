import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * CSP, nosniff, frame-ancestors and the rest of helmet's headers on every response. Google Identity
 * Services is allowed because the sign-in button loads it; a configured contact-form service may be
 * posted to.
 */
export async function registerSecurityHeaders(app: FastifyInstance, opts: { contactFormUrl?: string }) {
  const gsi = 'https://accounts.google.com/gsi/';
  const contactOrigin = opts.contactFormUrl ? new URL(opts.contactFormUrl).origin : undefined;
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", `${gsi}client`],
        styleSrc: ["'self'", "'unsafe-inline'", `${gsi}style`],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", gsi, ...(contactOrigin ? [contactOrigin] : [])],
        frameSrc: [gsi],
        frameAncestors: ["'none'"],
        formAction: ["'self'", ...(contactOrigin ? [contactOrigin] : [])],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
      },
    },
    // Google's sign-in popup needs to talk back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
