import { contents } from '../../db/schema';

/** What the library reads of a piece (library-item.ts LibraryRow): every column but the search document. */
export const LIBRARY_COLUMNS = {
  id: contents.id,
  type: contents.type,
  topic: contents.topic,
  request: contents.request,
  body: contents.body,
  engine: contents.engine,
  model: contents.model,
  words: contents.words,
  version: contents.version,
  createdAt: contents.createdAt,
  updatedAt: contents.updatedAt,
};
