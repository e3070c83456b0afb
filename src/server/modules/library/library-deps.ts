import type { TextModel } from '../../ai/text-model';
import type { Db } from '../../db/client';
import type { TaskRunner } from '../../workers/pool';
import type { ContentService } from '../content/service';
import type { PostsService } from '../posts/posts-service';
import type { UsageService } from '../usage/service';

/** What the library's services use; each takes only what it needs from it. */
export interface LibraryDeps {
  db: Db;
  /** Generation slots, the engine's name, and writing a piece again (regenerate, variations). */
  content: ContentService;
  /** Cancelling a deleted piece's scheduled posts. */
  posts: PostsService;
  usage: UsageService;
  /** The configured model; null for the offline engine. */
  model: TextModel | null;
  workers: TaskRunner;
  /** How long an answer that waits for a model may take (config http.workDeadlineMs). */
  workDeadlineMs: number;
  log: { warn(obj: object, msg: string): void };
}
