import type { Voice, VoiceListResponse } from '../../contract/voices';

export const VOICE_ID = '3f1d2c4b-5a69-4e7f-8a1b-2c3d4e5f6a7b';
export const OTHER_VOICE_ID = '8c7b6a59-4d3e-4f21-9a0b-1c2d3e4f5a6b';

/** A saved voice as GET /api/voices answers it. */
export function makeVoice(overrides: Partial<Voice> = {}): Voice {
  return {
    id: VOICE_ID,
    name: 'Warm and nerdy',
    description: 'warm, direct, a little nerdy',
    samples: ['I tried batch filming for a month. Here is what broke first.'],
    avoid: ['game-changer'],
    prefer: [],
    emoji: 'sparing',
    hashtags: 'few',
    own_hashtags: ['CreatorTips'],
    sign_off: 'Talk soon, Maya',
    is_default: true,
    created_at: '2026-05-02T10:00:00.000Z',
    updated_at: '2026-05-02T10:00:00.000Z',
    ...overrides,
  };
}

export function voiceList(voices: Voice[], limit: number | null = 1): VoiceListResponse {
  return { voices, limit };
}
