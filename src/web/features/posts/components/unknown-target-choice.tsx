import { useState } from 'react';
import type { PostTarget, ResolveTargetRequest } from '../../../../contract/posts';
import { PUBLISH_PLATFORM_LABELS } from '../../../../contract/social';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { POST_MESSAGES } from '../post-messages';

type UnknownTargetChoiceProps = {
  target: PostTarget;
  busy: boolean;
  onResolve: (body: ResolveTargetRequest) => void;
};

/**
 * A target whose publish call's outcome was lost (a timeout, an instance stopped mid-call): Inkwell never
 * publishes it again blindly, so the creator looks and says which it is. Its address, when given, becomes
 * its link here.
 */
export function UnknownTargetChoice({ target, busy, onResolve }: UnknownTargetChoiceProps) {
  const label = PUBLISH_PLATFORM_LABELS[target.platform];
  const [url, setUrl] = useState('');
  const address = url.trim();

  return (
    <div className="space-y-3 rounded-lg bg-amber-50 p-3 dark:bg-amber-500/10">
      <TextField
        label={`Its address on ${label} (optional)`}
        type="url"
        inputMode="url"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        disabled={busy}
        placeholder="https://"
      />
      <div className="flex flex-wrap gap-3">
        <Button size="sm" onClick={() => onResolve(address ? { published: true, url: address } : { published: true })} disabled={busy}>
          {POST_MESSAGES.isOnPlatform(label)}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => onResolve({ published: false })} disabled={busy}>
          {POST_MESSAGES.isNotOnPlatform}
        </Button>
      </div>
    </div>
  );
}
