import { and, eq } from 'drizzle-orm';
import type { Publication } from '../../../contract/social';
import type { Db } from '../../db/client';
import { publications } from '../../db/schema';
import { HttpError } from '../../lib/http-error';

export interface PublishServiceDeps {
  db: Db;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A creator's publications as Inkwell recorded them: each one a target of a post. Publishing itself is
 * the posts module's (modules/posts: POST /api/posts and POST /api/social/publish make a post, and the
 * publish job moves each target to its outcome).
 */
export class PublishService {
  constructor(private readonly deps: PublishServiceDeps) {}

  /** One of the creator's publications (a demo post's page reads it), with the post it belongs to. */
  async publication(userId: string, id: string): Promise<Publication> {
    const notFound = new HttpError(404, 'This publication does not exist');
    if (!UUID.test(id)) throw notFound;
    const [row] = await this.deps.db
      .select()
      .from(publications)
      .where(and(eq(publications.id, id), eq(publications.userId, userId)));
    if (!row) throw notFound;
    return {
      id: row.id,
      post_id: row.postId,
      platform: row.platform,
      status: row.status,
      content: row.content,
      url: row.url,
      error: row.error,
      demo_mode: row.demoMode,
      created_at: row.createdAt.toISOString(),
      username: row.username ?? '',
    };
  }
}
