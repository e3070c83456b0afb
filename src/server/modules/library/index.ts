import fp from 'fastify-plugin';
import type { LibraryDeps } from './library-deps';
import { LibraryService } from './library-service';
import { PrepareService } from './prepare-service';
import { libraryRoutes } from './routes';
import { VersionsService } from './versions-service';

declare module 'fastify' {
  interface FastifyInstance {
    library: LibraryService;
  }
}

/** The library, versions and "Prepare for social" (issue 26): /api/content/history and /api/content/{id}…. */
export const libraryModule = fp(
  async (app) => {
    const deps: LibraryDeps = {
      db: app.database.db,
      content: app.content,
      posts: app.posts,
      usage: app.usage,
      // Read at each use: the owner may connect a model from the app (modules/ai-settings).
      get model() {
        return app.content.model;
      },
      workers: app.workers,
      workDeadlineMs: app.config.http.workDeadlineMs,
      log: app.log,
    };
    const library = new LibraryService(deps);
    app.decorate('library', library);
    await app.register(libraryRoutes, { prefix: '/api/content', library, versions: new VersionsService(deps), prepare: new PrepareService(deps) });
  },
  { name: 'library', dependencies: ['infrastructure', 'content', 'posts', 'usage'] },
);
