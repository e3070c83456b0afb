/**
 * The request as the offline composers of the blog post, video script and social post have always
 * seeded their wording: with the creator's name among its fields when there is one. Only the newsletter
 * uses the name (to sign the issue, its wording seeded without it); for the others the name still
 * varies the wording, and keeping it so keeps every creator's offline drafts exactly as they were.
 */
export function withAuthorSeed<R extends object>(request: R, author: string | undefined): R {
  return author === undefined ? request : { ...request, author };
}
