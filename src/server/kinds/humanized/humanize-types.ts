import type { HumanizeContentType } from '../../../contract/humanize';

export type { HumanizeChange, HumanizeContentType } from '../../../contract/humanize';

export interface HumanizeInput {
  text: string;
  contentType: HumanizeContentType;
  /** A social post's platform (a SocialPlatform id), whose length limit the rewrite keeps. */
  platform?: string;
}

/** The draft a rewrite came from, as the fidelity check takes it. */
export interface HumanizedOriginal {
  original: string;
  contentType: HumanizeContentType;
  platform?: string;
}
