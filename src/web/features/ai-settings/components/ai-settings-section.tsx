import { RetryAlert } from '../../../components/retry-alert';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useAiSettings } from '../api/get-ai-settings';
import { AiSettingsForm } from './ai-settings-form';
import { EngineStatus } from './engine-status';

/** The AI settings as the server has them: what writes drafts now, and the form to change it. */
export function AiSettingsSection() {
  const settings = useAiSettings();
  if (settings.isPending) return <Spinner label="Loading the AI settings" className="mx-auto" />;
  if (settings.isError) {
    return <RetryAlert message={errorMessage(settings.error, 'The AI settings could not be loaded.')} onRetry={() => void settings.refetch()} />;
  }
  return (
    <div className="space-y-6">
      <EngineStatus settings={settings.data} />
      <AiSettingsForm settings={settings.data} />
    </div>
  );
}
