import { objectField, stringField, type ExplainFailure, type FailureExplanation } from './http';

const REJECTED_VIDEO: FailureExplanation = { kind: 'invalid', message: 'TikTok does not accept this video: check its format, length and resolution.' };

/** TikTok's error codes (API v2 `{error: {code}}`, and the `fail_reason` of a failed post) in plain words. */
const CODES: Record<string, FailureExplanation> = {
  access_token_invalid: { kind: 'reconnect', message: 'TikTok no longer accepts Inkwell’s access to this account. Reconnect it and try again.' },
  auth_removed: { kind: 'reconnect', message: 'The account removed Inkwell’s access on TikTok. Reconnect it and try again.' },
  scope_not_authorized: { kind: 'reconnect', message: 'TikTok did not give Inkwell permission to post for this account. Reconnect it and allow posting.' },
  scope_permission_missed: { kind: 'reconnect', message: 'TikTok did not give Inkwell permission to post for this account. Reconnect it and allow posting.' },
  rate_limit_exceeded: { kind: 'retry', message: 'TikTok is rate limiting posts right now. Try again in a few minutes.' },
  internal: { kind: 'retry', message: 'TikTok had a problem on its side. Try again in a few minutes.' },
  internal_error: { kind: 'retry', message: 'TikTok had a problem on its side. Try again in a few minutes.' },
  spam_risk_too_many_posts: { kind: 'retry', message: 'TikTok’s daily limit of posts through apps is reached for this account. Try again tomorrow.' },
  spam_risk_too_many_pending_share: { kind: 'retry', message: 'TikTok already holds too many pending posts for this account. Try again tomorrow.' },
  reached_active_user_cap: { kind: 'retry', message: 'Inkwell’s TikTok app reached TikTok’s daily cap of posting accounts. Try again tomorrow.' },
  spam_risk_user_banned_from_posting: { kind: 'invalid', message: 'TikTok has stopped this account from posting for now.' },
  spam_risk_text: { kind: 'invalid', message: 'TikTok took the text of this post for spam. Change it and try again.' },
  spam_risk: { kind: 'invalid', message: 'TikTok took this post for spam.' },
  unaudited_client_can_only_post_to_private_accounts: {
    kind: 'invalid',
    message: 'Inkwell’s TikTok app has not passed TikTok’s audit yet, so TikTok only takes its posts for private accounts. Set the TikTok account to private, or wait for the audit.',
  },
  privacy_level_option_mismatch: { kind: 'invalid', message: 'TikTok refused the post’s audience for this account. Check the account’s privacy settings.' },
  publish_cancelled: { kind: 'invalid', message: 'The post was cancelled on TikTok.' },
  invalid_file_upload: REJECTED_VIDEO,
  file_format_check_failed: REJECTED_VIDEO,
  duration_check_failed: { kind: 'invalid', message: 'The video is too long or too short for TikTok.' },
  frame_rate_check_failed: REJECTED_VIDEO,
  picture_size_check_failed: REJECTED_VIDEO,
  invalid_params: { kind: 'invalid', message: 'TikTok refused this post as it is: check its text and video.' },
};

export function explainTikTokCode(code: string | undefined): FailureExplanation | undefined {
  return code ? CODES[code] : undefined;
}

export const explainTikTok: ExplainFailure = ({ body }) => explainTikTokCode(stringField(objectField(body, 'error'), 'code'));
