import { PUBLISH_PLATFORM_LABELS, PUBLISH_PLATFORMS, type PublishPlatform } from '../../../contract/social';
import { ApiError } from '../../lib/api-error';
import { SessionMissingError } from '../../lib/social/require-session';

/** docs/product/states.md#connecting-a-social-account and docs/product/errors.md#social-accounts's social texts, character for character. */
export const SOCIAL_MESSAGES = {
  authRequired: 'Authentication required',
  authExpired: 'Authentication expired. Please log in again.',
  fetchFailed: 'Failed to fetch connected accounts',
  authorizationUrlFailed: 'Failed to get authorization URL',
  connected: (platform: string) => `Successfully connected ${platform} account!`,
  connectFailed: (platform: string, detail: string) => `Failed to connect ${platform} account: ${detail}`,
  disconnected: (platform: string) => `Successfully disconnected ${platform} account`,
  disconnectFailed: (platform: string, detail: string) => `Failed to disconnect ${platform} account: ${detail}`,
  oauthError: (error: string) => `OAuth Error: ${error}`,
} as const;

/** A platform's name for messages: its label when it is one of ours, else the text as given (shortened). */
export function platformLabel(platform: string): string {
  return (PUBLISH_PLATFORMS as readonly string[]).includes(platform)
    ? PUBLISH_PLATFORM_LABELS[platform as PublishPlatform]
    : platform.slice(0, 40);
}

/**
 * The message for a failed social call: no stored token and an expired session are said the same way
 * for every call (docs/product/errors.md#error-bodies); anything else is the caller's, given the server's detail when it sent one.
 */
export function socialErrorMessage(error: unknown, otherwise: (detail: string | null) => string): string {
  if (error instanceof SessionMissingError) return SOCIAL_MESSAGES.authRequired;
  if (error instanceof ApiError && error.status === 401) return SOCIAL_MESSAGES.authExpired;
  return otherwise(error instanceof ApiError ? error.detail : null);
}
