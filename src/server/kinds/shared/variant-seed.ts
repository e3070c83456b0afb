/**
 * The request as an offline composer seeds its wording for another draft of it (a regeneration, a
 * variation): with the variant's number among its fields, so each number gives other wording. Without a
 * number the request is untouched, and a first draft stays word for word what it always was.
 */
export function withVariantSeed<R extends object>(request: R, variant: number | undefined): R {
  return variant === undefined ? request : { ...request, variant };
}
