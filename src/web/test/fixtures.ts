import type { AuthResponse, User } from '../../contract/auth';
import { buildPlans, type Plan } from '../../contract/plans';
import type { PublicConfig } from '../../contract/public-config';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    subscription_tier: 'free',
    created_at: '2026-03-14T10:00:00.000Z',
    lifetime: false,
    has_password: true,
    google_linked: false,
    usage_counts: { video_scripts: 0, blog_posts: 0, social_posts: 0, newsletters: 0, summaries: 0, humanizations: 0 },
    ...overrides,
  };
}

export function makeAuthResponse(user: User = makeUser(), token = 'token-123'): AuthResponse {
  return { access_token: token, token_type: 'bearer', user };
}

/** The catalogue as the server serves it; tests change it to prove the app reads it rather than hard-coding it. */
export function makePlans(): Plan[] {
  return buildPlans();
}

export function makeConfig(overrides: Partial<PublicConfig> = {}): PublicConfig {
  return {
    google_client_id: null,
    contact_form_url: null,
    billing_mode: 'demo',
    ai_engine: 'offline',
    ai_model: 'inkwell-offline-composer',
    max_upload_bytes: 50 * 1024 * 1024,
    transcription: false,
    ...overrides,
  };
}
