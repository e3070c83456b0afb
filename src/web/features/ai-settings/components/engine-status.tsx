import type { AiSettingsResponse } from '../../../../contract/ai-settings';
import { Alert } from '../../../components/alert';
import { Icon } from '../../../components/icon';
import { AI_SETTINGS_TEXT, describeEngine, enginePlace } from '../ai-settings-messages';

/** Which engine and model the next draft is written with, and whether the environment's settings win over the page. */
export function EngineStatus({ settings }: { settings: AiSettingsResponse }) {
  const { active, environment } = settings;
  return (
    <section aria-labelledby="ai-engine-heading" className="space-y-3 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm dark:border-gray-800 dark:bg-gray-900">
      <h2 id="ai-engine-heading" className="text-lg font-semibold text-gray-900 dark:text-white">
        Drafts now
      </h2>
      <p className="flex items-start gap-2 text-sm text-gray-700 dark:text-gray-300">
        <Icon name={active.engine === 'offline' ? 'bolt' : 'sparkles'} className="mt-0.5 size-4 shrink-0 text-indigo-600 dark:text-indigo-400" />
        <span>{describeEngine(active.engine, active.model)}</span>
      </p>
      {environment && (
        <Alert tone="info">
          <p className="font-semibold">{AI_SETTINGS_TEXT.environmentHeading}</p>
          <p className="mt-1 break-words">{AI_SETTINGS_TEXT.environment(environment.model, enginePlace(environment.provider), environment.base_url)}</p>
        </Alert>
      )}
      {active.engine === 'offline' && <p className="text-sm text-gray-600 dark:text-gray-400">{AI_SETTINGS_TEXT.offlineNote}</p>}
    </section>
  );
}
