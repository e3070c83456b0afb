import type { FastifyReply } from 'fastify';
import { PostRefusal } from '../../../contract/posts';
import { PostRefused } from './post-refusal';

/** A 422's body on the routes that refuse posts up front: `platforms` says why per platform when that is the reason. */
export const RefusalBody = PostRefusal.partial({ platforms: true });

/** Runs a route's work, answering a refused post with 422 and its reasons per platform. */
export async function answeringRefusals<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof PostRefused) return reply.code(422).send(err.refusal);
    throw err;
  }
}
