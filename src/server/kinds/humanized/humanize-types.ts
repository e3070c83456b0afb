import type { HumanizeContentType, HumanizeMode } from '../../../contract/humanize';
import type { VoiceBrief } from '../../../contract/voices';

export type { HumanizeChange, HumanizeContentType, HumanizeMode } from '../../../contract/humanize';

export interface HumanizeInput {
  text: string;
  contentType: HumanizeContentType;
  /** A social post's platform (a SocialPlatform id), whose length limit the rewrite keeps. */
  platform?: string;
  /** How to rewrite (absent: natural). */
  mode?: HumanizeMode;
  /** Mode `voice`: the creator's brand voice (plain data, so it crosses to the worker threads). */
  voice?: VoiceBrief | null;
}

/** The draft a rewrite came from, as the fidelity check takes it. */
export interface HumanizedOriginal {
  original: string;
  contentType: HumanizeContentType;
  platform?: string;
}
