import { existsSync, readFileSync } from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding, PRECOMPRESSED, type Precompressed } from './accept-encoding';

/** An HTML page of the built web app, held in memory with the compressed copies the build wrote beside it. */
export interface StaticPage {
  identity: Buffer;
  encoded: Partial<Record<Precompressed, Buffer>>;
}

export function readStaticPage(file: string): StaticPage {
  const encoded: StaticPage['encoded'] = {};
  for (const encoding of PRECOMPRESSED) {
    const copy = `${file}.${encoding === 'gzip' ? 'gz' : encoding}`;
    if (existsSync(copy)) encoded[encoding] = readFileSync(copy);
  }
  return { identity: readFileSync(file), encoded };
}

/** Answers the page, compressed as the client accepts; revalidated on every visit (it names the hashed assets). */
export function sendStaticPage(request: FastifyRequest, reply: FastifyReply, page: StaticPage) {
  const offered = PRECOMPRESSED.filter((encoding) => page.encoded[encoding]);
  const encoding = chooseEncoding(request.headers['accept-encoding'], offered);
  reply.code(200).header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
  if (!encoding) return reply.send(page.identity);
  return reply.header('content-encoding', encoding).send(page.encoded[encoding]);
}
