import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '../../../contract/errors';
import {
  BulkDeleteRequest,
  ContentVersion,
  ContentVersionsResponse,
  DeleteContentResponse,
  HistoryQuery,
  HistoryResponse,
  LibraryItem,
  PrepareRequest,
  PrepareResponse,
  UpdateContentRequest,
  VariationsRequest,
  VariationsResponse,
} from '../../../contract/library';
import { requireSession } from '../../plugins/session-auth';
import type { LibraryService } from './library-service';
import type { PrepareService } from './prepare-service';
import type { VersionsService } from './versions-service';

const errors = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody, 429: ErrorBody, 502: ErrorBody, 504: ErrorBody };
// Any text: an id that cannot be a piece's is a 404 like another creator's, never a validation error.
const ContentParams = z.object({ id: z.string().max(100) });
const VersionParams = ContentParams.extend({ n: z.string().max(20).meta({ examples: ['2'] }) });

export interface LibraryRoutesOptions {
  library: LibraryService;
  versions: VersionsService;
  prepare: PrepareService;
}

/** The library, the editor's versions and "Prepare for social", under /api/content (docs/product/api.md#library). */
export async function libraryRoutes(app: FastifyInstance, opts: LibraryRoutesOptions) {
  const { library, versions, prepare } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/history', {
    schema: {
      tags: ['content'],
      description:
        'The creator’s pieces, newest first; with `q`, the pieces whose title matches the words first, then those that match by their text, newest first in each. Filters: `type`, ' +
        '`status` (published, scheduled, never), `from`/`to` (days, UTC), `template`. `before` is the last id of the previous page.',
      querystring: HistoryQuery,
      response: { 200: HistoryResponse, 401: ErrorBody, 422: ErrorBody },
    },
    handler: async (req) => library.history(requireSession(req).user, req.query),
  });

  r.post('/bulk-delete', {
    schema: {
      tags: ['content'],
      description: 'Deletes up to 100 pieces; their scheduled posts are cancelled first. Ids that are not the creator’s are left out of `deleted`.',
      body: BulkDeleteRequest,
      response: { 200: DeleteContentResponse, ...errors },
    },
    handler: async (req) => library.remove(requireSession(req).user, req.body.ids),
  });

  r.get('/:id', {
    schema: { tags: ['content'], params: ContentParams, response: { 200: LibraryItem, ...errors } },
    handler: async (req) => library.get(requireSession(req).user, req.params.id),
  });

  r.delete('/:id', {
    schema: {
      tags: ['content'],
      description: 'Deletes the piece and its versions; its scheduled posts are cancelled first (`cancelled_posts`). Published posts stay on their platforms.',
      params: ContentParams,
      response: { 200: DeleteContentResponse, ...errors },
    },
    handler: async (req) => library.removeOne(requireSession(req).user, req.params.id),
  });

  r.post('/:id/duplicate', {
    schema: {
      tags: ['content'],
      description: 'A copy of the piece as a new one (its current text as version 1). Not counted as a generation.',
      params: ContentParams,
      response: { 201: LibraryItem, ...errors },
    },
    handler: async (req, reply) => reply.code(201).send(await library.duplicate(requireSession(req).user, req.params.id)),
  });

  r.patch('/:id', {
    schema: {
      tags: ['content'],
      description: 'Saves a new text as the piece’s next version (an edit, a humanized version, or a picked variation). Never counted against limits.',
      params: ContentParams,
      body: UpdateContentRequest,
      response: { 200: ContentVersion, ...errors },
    },
    handler: async (req) => versions.update(requireSession(req).user, req.params.id, req.body),
  });

  r.get('/:id/versions', {
    schema: { tags: ['content'], description: 'Every version of the piece, newest first.', params: ContentParams, response: { 200: ContentVersionsResponse, ...errors } },
    handler: async (req) => versions.list(requireSession(req).user, req.params.id),
  });

  r.post('/:id/versions/:n/restore', {
    schema: {
      tags: ['content'],
      description: 'Makes version `n`’s text the current one again, as a new version (`restored_from: n`). Nothing is lost.',
      params: VersionParams,
      response: { 200: ContentVersion, ...errors },
    },
    handler: async (req) => versions.restore(requireSession(req).user, req.params.id, req.params.n),
  });

  r.post('/:id/regenerate', {
    schema: {
      tags: ['content'],
      description: 'Writes the piece again from the request that made it, as a new version. Counts as one generation.',
      params: ContentParams,
      response: { 200: ContentVersion, ...errors },
    },
    handler: async (req) => versions.regenerate(requireSession(req).user, req.params.id),
  });

  r.post('/:id/variations', {
    schema: {
      tags: ['content'],
      description: '2 or 3 alternatives of a social post, or of a video script’s hook (`part: hook`), to compare; not saved. Each counts as one generation.',
      params: ContentParams,
      body: VariationsRequest,
      response: { 200: VariationsResponse, ...errors },
    },
    handler: async (req) => versions.variations(requireSession(req).user, req.params.id, req.body),
  });

  r.post('/:id/prepare', {
    schema: {
      tags: ['content'],
      description:
        'The piece’s current text as each platform’s own text: plain text without Markdown, fitted to the platform (X: a numbered thread or one ' +
        'shortened post; Instagram: hashtags at the end; YouTube: a title line, then the description). Not counted as a generation.',
      params: ContentParams,
      body: PrepareRequest,
      response: { 200: PrepareResponse, ...errors },
    },
    handler: async (req) => prepare.prepare(requireSession(req).user, req.params.id, req.body),
  });
}
