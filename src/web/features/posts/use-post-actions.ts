import { useState } from 'react';
import type { ResolveTargetRequest } from '../../../contract/posts';
import type { PublishPlatform } from '../../../contract/social';
import { errorMessage } from '../../lib/api-error';
import { useResolveTarget } from './api/resolve-target';
import { useRetryPost } from './api/retry-post';
import { POST_MESSAGES } from './post-messages';

/**
 * Retry and the answer for a target whose outcome is unknown, on one post. A refusal (409: nothing to
 * retry, the account is still to be reconnected) is said in the server's words, above the platforms.
 */
export function usePostActions(postId: string) {
  const retry = useRetryPost();
  const resolve = useResolveTarget();
  const [problem, setProblem] = useState<string | null>(null);

  return {
    problem,
    dismissProblem: () => setProblem(null),
    /** The platform being retried, while its answer is on its way. */
    retrying: retry.isPending ? retry.variables.platform : null,
    /** The target being answered for, while its answer is on its way. */
    resolving: resolve.isPending ? resolve.variables.targetId : null,
    retry: (platform: PublishPlatform) => {
      setProblem(null);
      retry.mutate({ id: postId, platform }, { onError: (failure) => setProblem(errorMessage(failure, POST_MESSAGES.retryFailed)) });
    },
    resolve: (targetId: string, body: ResolveTargetRequest) => {
      setProblem(null);
      resolve.mutate({ postId, targetId, body }, { onError: (failure) => setProblem(errorMessage(failure, POST_MESSAGES.resolveFailed)) });
    },
  };
}
