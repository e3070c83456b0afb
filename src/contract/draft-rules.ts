/**
 * The limits a draft of each kind keeps, written once: the server checks every draft against them
 * (src/server/kinds/<kind>/check.ts) and the editor shows them as the creator types.
 */

/** A blog post's SEO title (its "# " heading), in characters. */
export const BLOG_TITLE_MAX = 60;
/** A blog post's "Meta description:" line, in characters. */
export const META_DESCRIPTION_MAX = 160;
/** A newsletter's "Preview text:" line, in characters. */
export const PREVIEW_TEXT_MAX = 140;
