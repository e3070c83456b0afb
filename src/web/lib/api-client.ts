/**
 * The untyped-body calls of the generator's and the humanizer's features, until they move to the
 * typed client (`api` in ./api/client.ts); every other caller uses that client. Delete this file then.
 */
export { apiFetch, apiRequest } from './api/fetch-api';
