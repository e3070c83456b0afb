/**
 * Whom TRUST_PROXY=true trusts: the one reverse proxy the instance sits behind (deploy/nginx/inkwell.conf),
 * and nothing before it. nginx appends the address it saw to X-Forwarded-For ($proxy_add_x_forwarded_for),
 * after whatever the client sent in that header itself. Trusting every hop (Fastify's `trustProxy: true`)
 * took the client's own first entry as its address, so a made-up address on each try escaped every
 * per-address rate limit (login included). Trusting the nearest hop only takes the last entry: the
 * address nginx saw. X-Forwarded-Host and -Proto are still read from that proxy.
 */
export function trustNearestProxy(_address: string, hop: number): boolean {
  return hop === 0;
}
