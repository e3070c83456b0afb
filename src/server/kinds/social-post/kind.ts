import { contentKind } from '../../../contract/content';

/** This kind's shared definition: the one place on the server its id is written; everything here derives from it. */
export const KIND = contentKind('social_media');

/** A data file of this folder, by its path under src/server (the build copies data/ beside the compiled server). */
export function dataFile(name: string): string {
  return `kinds/social-post/data/${name}`;
}
