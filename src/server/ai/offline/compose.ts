/**
 * What an offline composer may know beyond the request: the signed-in creator's name, to sign a
 * newsletter. Not part of the request: history stores the request without it, and the same request
 * gives the same draft whoever sends it (only the signature differs).
 */
export interface ComposeContext {
  author?: string;
}
