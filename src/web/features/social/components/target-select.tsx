import { useState } from 'react';
import { PUBLISH_PLATFORM_LABELS, type ConnectedAccount } from '../../../../contract/social';
import { SelectField } from '../../../components/select-field';
import { useChooseTarget } from '../api/choose-target';
import { socialErrorMessage } from '../social-messages';

type TargetSelectProps = {
  account: ConnectedAccount & { targets: NonNullable<ConnectedAccount['targets']>; target_id: string };
  disabled: boolean;
};

/** Which of the accounts a connection manages it publishes as: the Page, for Facebook. */
export function TargetSelect({ account, disabled }: TargetSelectProps) {
  const label = PUBLISH_PLATFORM_LABELS[account.platform];
  const choose = useChooseTarget();
  const [feedback, setFeedback] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const options = account.targets.map((target) => ({ value: target.id, label: target.name }));

  async function onChoose(targetId: string) {
    if (choose.isPending) return;
    setFeedback(null);
    const name = account.targets.find((target) => target.id === targetId)?.name ?? targetId;
    try {
      const message = await choose.mutateAsync({ platform: account.platform, targetId });
      setFeedback({ tone: 'success', text: message ?? `${label} posts now go to ${name}.` });
    } catch (failure) {
      const text = socialErrorMessage(failure, (detail) => `Failed to switch to ${name}: ${detail ?? 'Something went wrong. Please try again.'}`);
      setFeedback({ tone: 'error', text });
    }
  }

  return (
    <div className="pt-2">
      <SelectField
        label={account.platform === 'facebook' ? 'Page' : 'Publish as'}
        value={choose.isPending ? choose.variables.targetId : account.target_id}
        options={options}
        onValueChange={(targetId) => void onChoose(targetId)}
        disabled={disabled}
        aria-busy={choose.isPending}
      />
      {feedback && (
        <p
          role={feedback.tone === 'error' ? 'alert' : 'status'}
          className={feedback.tone === 'error' ? 'mt-1.5 text-red-700 dark:text-red-300' : 'mt-1.5 text-emerald-700 dark:text-emerald-300'}
        >
          {feedback.text}
        </p>
      )}
    </div>
  );
}

/** The account, when it offers a choice of accounts to publish as (several Facebook Pages). */
export function withTargetChoice(account: ConnectedAccount | undefined): TargetSelectProps['account'] | null {
  if (!account?.targets || account.targets.length < 2 || account.target_id === undefined) return null;
  return { ...account, targets: account.targets, target_id: account.target_id };
}
