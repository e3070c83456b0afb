import { useEffect, useRef, useState } from 'react';
import type { PublishResponse } from '../../../contract/social';
import { usePost } from '../../lib/posts/api/get-post';
import { followResults } from './follow-results';

/**
 * The publish answer's results, those still publishing followed on the post until they end; the
 * accounts are read again (`onEnded`) once the followed platforms have ended, as after an answer (one
 * may need reconnecting).
 */
export function useFollowedResults(response: PublishResponse | null, onEnded: () => void) {
  const [followEnded, setFollowEnded] = useState(false);
  const answerPending = response?.results.some((result) => result.pending) ?? false;
  const followed = usePost(response?.post_id ?? '', { enabled: answerPending && !followEnded && Boolean(response?.post_id) });
  const results = response ? followResults(response.results, followed.data) : [];
  const pending = results.some((result) => result.pending);
  if (answerPending && !pending && !followEnded) setFollowEnded(true);
  const wasPending = useRef(false);
  useEffect(() => {
    if (wasPending.current && !pending) onEnded();
    wasPending.current = pending;
  }, [pending, onEnded]);

  return {
    results,
    pending,
    /** A new answer is followed from its start. */
    restart: () => setFollowEnded(false),
  };
}
