import { useEffect, useRef, useState } from 'react';
import type { MediaResponse } from '../../../contract/social';
import { errorMessage } from '../api-error';
import { useUploadMedia } from './api/upload-media';

export type Attachment = {
  file: File;
  /** Bytes sent of the total, while it uploads. */
  progress: { sent: number; total: number };
  /** The stored media, once uploaded. */
  media: MediaResponse | null;
  error: string | null;
};

/** One image or video attached to the post: uploaded as soon as it is chosen, with its progress; replacing or removing it stops an upload under way. */
export function useMediaAttachment() {
  const upload = useUploadMedia();
  const [attachment, setAttachment] = useState<Attachment | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      controller.current?.abort(new DOMException('The publish dialog was closed', 'AbortError'));
    },
    [],
  );

  async function attach(file: File) {
    controller.current?.abort(new DOMException('Another file was chosen', 'AbortError'));
    const current = new AbortController();
    controller.current = current;
    const base = { file, media: null, error: null };
    setAttachment({ ...base, progress: { sent: 0, total: file.size } });
    try {
      const media = await upload.mutateAsync({
        file,
        signal: current.signal,
        onProgress: (sent, total) => {
          if (!current.signal.aborted) setAttachment({ ...base, progress: { sent, total } });
        },
      });
      if (!current.signal.aborted) setAttachment({ ...base, progress: { sent: file.size, total: file.size }, media });
    } catch (failure) {
      if (!current.signal.aborted) {
        setAttachment({ ...base, progress: { sent: 0, total: file.size }, error: errorMessage(failure, 'The upload failed. Please try again.') });
      }
    } finally {
      if (controller.current === current) controller.current = null;
    }
  }

  function remove() {
    controller.current?.abort(new DOMException('The attachment was removed', 'AbortError'));
    controller.current = null;
    setAttachment(null);
  }

  return {
    attachment,
    attach: (file: File) => void attach(file),
    remove,
    uploading: attachment !== null && attachment.media === null && attachment.error === null,
  };
}
