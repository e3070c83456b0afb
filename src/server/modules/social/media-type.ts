import { fileTypeFromFile } from 'file-type';
import { HttpError } from '../../lib/http-error';

export type MediaKind = 'image' | 'video';

/** What can be attached to a post, by file-type's name of the content (an .m4v is an MPEG-4 video). */
const ACCEPTED: Record<string, { kind: MediaKind; contentType: string }> = {
  jpg: { kind: 'image', contentType: 'image/jpeg' },
  png: { kind: 'image', contentType: 'image/png' },
  webp: { kind: 'image', contentType: 'image/webp' },
  gif: { kind: 'image', contentType: 'image/gif' },
  mp4: { kind: 'video', contentType: 'video/mp4' },
  m4v: { kind: 'video', contentType: 'video/mp4' },
  mov: { kind: 'video', contentType: 'video/quicktime' },
  webm: { kind: 'video', contentType: 'video/webm' },
};

export const UNSUPPORTED_MEDIA_DETAIL = 'This type of file cannot be attached to a post. Accepted: JPEG, PNG, WebP and GIF images; MP4, MOV and WebM videos.';

/** An upload's kind and type by its content, never its name; anything else is 415. */
export async function sniffMedia(path: string): Promise<{ kind: MediaKind; contentType: string }> {
  const detected = await fileTypeFromFile(path);
  const accepted = detected && ACCEPTED[detected.ext];
  if (accepted) return accepted;
  const found = detected ? `${detected.ext} (${detected.mime})` : 'no known type';
  throw new HttpError(415, UNSUPPORTED_MEDIA_DETAIL, {}, `media upload refused: its content is ${found}`);
}
