import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Voice } from '../../../contract/voices';
import { useAuth } from '../../lib/auth/use-auth';
import { voicesQueryOptions } from '../../lib/voices/api/get-voices';

export type VoiceChoice = {
  /** The creator's voices; null until they are known (or if they cannot be read): then nothing is shown or sent. */
  voices: Voice[] | null;
  /** The voice the draft is written in: the one chosen, else the default; null: none (no voice_id sent). */
  chosen: string | null;
  choose: (id: string | null) => void;
};

/**
 * Which brand voice a generation is written in (docs/product/voices-page.md#the-voice-choice-in-the-generator-form): the default voice unless the
 * creator picks another. A choice whose voice is gone (deleted on another tab) falls back to the default.
 */
export function useVoiceChoice(): VoiceChoice {
  const { user } = useAuth();
  const { data } = useQuery({ ...voicesQueryOptions, enabled: Boolean(user) });
  const [picked, setPicked] = useState<string | null | undefined>(undefined);
  const voices = data?.voices ?? null;
  const fallback = voices?.find((voice) => voice.is_default)?.id ?? null;
  const stillThere = picked === null || (picked !== undefined && voices?.some((voice) => voice.id === picked));
  return { voices, chosen: picked !== undefined && stillThere ? picked : fallback, choose: setPicked };
}

/** The request with the chosen voice; none leaves it as it was (the server then applies no voice). */
export function withVoice<R extends object>(request: R, voiceId: string | null): R & { voice_id?: string } {
  return voiceId ? { ...request, voice_id: voiceId } : request;
}
