import type { HistoryType } from '../../../../contract/content-kinds';

export type PrepareForSocialProps = {
  contentId: string;
  type: HistoryType;
  topic: string;
  /** The platform a social post was written for (null for other kinds). */
  platform: string | null;
  /** Unsaved changes in the editor: the texts are made from the saved version, so the button waits. */
  dirty: boolean;
};

/** "Prepare for social" (issue 26): being built. */
export function PrepareForSocial(_props: PrepareForSocialProps) {
  return null;
}
