/** The content a humanizer request names: the generated-content panel's tab ids. */
export type HumanizeContentType = 'video_script' | 'blog_post' | 'social_media' | 'newsletter' | 'summarizer';

export interface HumanizeChange {
  kind: 'phrase' | 'hedge' | 'transition' | 'split' | 'contraction' | 'opening';
  before: string;
  after: string;
  /** Character offset in the original text. */
  at: number;
  why: string;
}

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
