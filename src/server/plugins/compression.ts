import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { PRECOMPRESSED } from './accept-encoding';

/**
 * Answers of 1 KB or more (JSON above all) compressed on the fly, brotli or gzip as the client
 * accepts, with Vary: Accept-Encoding. What is already encoded (the build's precompressed files and
 * pages) passes as it is; server-sent events never come here (their replies are hijacked, and
 * text/event-stream is not a compressible type), so they stream unbuffered. Request bodies are not
 * decompressed: the API takes plain JSON, as before.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: [...PRECOMPRESSED],
  });
}
