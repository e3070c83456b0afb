import { useId, useState, type FormEvent } from 'react';
import { AI_PROVIDER_LABELS, AI_PROVIDERS, type AiProvider, type AiSettingsResponse, type AiUse } from '../../../../contract/ai-settings';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-error';
import { AI_SETTINGS_TEXT, MODEL_EXAMPLES } from '../ai-settings-messages';
import { useSaveAiSettings } from '../api/save-ai-settings';
import { useTestAiSettings } from '../api/test-ai-settings';

const PROVIDER_OPTIONS = AI_PROVIDERS.map((value) => ({ value, label: AI_PROVIDER_LABELS[value] }));
const USE_OPTIONS: ReadonlyArray<{ value: AiUse; label: string; hint: string }> = [
  { value: 'model', label: 'The connected model', hint: 'Drafts, summaries and humanized versions are written by the model above.' },
  { value: 'offline', label: 'The offline engine', hint: "Inkwell's built-in composer: sample drafts from templates, no model needed." },
];

/** One choice of "Write drafts with": a radio button, its label and what it means. */
function UseOption({ option, checked, onChoose, disabled }: { option: (typeof USE_OPTIONS)[number]; checked: boolean; onChoose: () => void; disabled: boolean }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="radio"
        name="ai-use"
        value={option.value}
        checked={checked}
        onChange={onChoose}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 size-4 shrink-0 accent-indigo-600 dark:accent-indigo-400"
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-gray-800 dark:text-gray-200">
          {option.label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-gray-600 dark:text-gray-400">
          {option.hint}
        </p>
      </div>
    </div>
  );
}

type Notice = { tone: 'success' | 'error'; text: string } | null;

/** What stops the form from being sent, before the server is asked; null when it may go. */
function formProblem(provider: AiProvider, baseUrl: string, model: string): string | null {
  if (provider === 'openai-compatible' && !baseUrl.trim()) return AI_SETTINGS_TEXT.baseUrlMissing;
  if (!model.trim()) return AI_SETTINGS_TEXT.modelMissing;
  return null;
}

/** The provider, base URL, model and key, what drafts are written with, Test connection and Save. */
export function AiSettingsForm({ settings }: { settings: AiSettingsResponse }) {
  const saved = settings.saved;
  const save = useSaveAiSettings();
  const test = useTestAiSettings();
  const [provider, setProvider] = useState<AiProvider>(saved?.provider ?? 'openai-compatible');
  const [baseUrl, setBaseUrl] = useState(saved?.base_url ?? '');
  const [model, setModel] = useState(saved?.model ?? '');
  const [apiKey, setApiKey] = useState('');
  const [use, setUse] = useState<AiUse>(saved?.use ?? 'model');
  const [notice, setNotice] = useState<Notice>(null);
  const busy = save.isPending || test.isPending;
  const compatible = provider === 'openai-compatible';

  const settingsOf = () => ({ provider, base_url: baseUrl.trim(), model: model.trim(), ...(apiKey.trim() ? { api_key: apiKey.trim() } : {}) });

  function checked(): boolean {
    const problem = formProblem(provider, baseUrl, model);
    setNotice(problem ? { tone: 'error', text: problem } : null);
    return problem === null;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!checked()) return;
    test.reset();
    save.mutate(
      { ...settingsOf(), use },
      {
        onSuccess: () => {
          setApiKey('');
          setNotice({ tone: 'success', text: AI_SETTINGS_TEXT.saved });
        },
        onError: (error) => setNotice({ tone: 'error', text: errorMessage(error, AI_SETTINGS_TEXT.saveFailed) }),
      },
    );
  }

  function runTest() {
    if (!checked()) return;
    test.mutate(settingsOf(), {
      onError: (error) => setNotice({ tone: 'error', text: errorMessage(error, AI_SETTINGS_TEXT.testFailed) }),
    });
  }

  /** Removes the saved key at once, keeping the other saved settings (not the form's unsaved edits). */
  function removeKey() {
    if (!saved) return;
    test.reset();
    save.mutate(
      { provider: saved.provider, base_url: saved.base_url, model: saved.model, use: saved.use, api_key: '' },
      {
        onSuccess: () => setNotice({ tone: 'success', text: AI_SETTINGS_TEXT.keyRemoved }),
        onError: (error) => setNotice({ tone: 'error', text: errorMessage(error, AI_SETTINGS_TEXT.saveFailed) }),
      },
    );
  }

  const keyHint = saved?.has_key ? AI_SETTINGS_TEXT.keySaved(saved.key_hint) : compatible ? AI_SETTINGS_TEXT.keyOptional : AI_SETTINGS_TEXT.keyRequired;
  const result = test.data;

  return (
    <section aria-labelledby="ai-model-heading" className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6 dark:border-gray-800 dark:bg-gray-900">
      <h2 id="ai-model-heading" className="text-lg font-semibold text-gray-900 dark:text-white">
        Model
      </h2>
      <form noValidate onSubmit={submit} className="mt-4 space-y-5">
        <SelectField label="Provider" value={provider} options={PROVIDER_OPTIONS} onValueChange={setProvider} disabled={busy} />
        <TextField
          label="Base URL"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder={compatible ? 'http://127.0.0.1:11434/v1' : ''}
          value={baseUrl}
          onChange={(event) => setBaseUrl(event.target.value)}
          hint={compatible ? AI_SETTINGS_TEXT.baseUrlRequired : AI_SETTINGS_TEXT.baseUrlOptional(AI_PROVIDER_LABELS[provider])}
          required={compatible}
          disabled={busy}
        />
        <TextField
          label="Model"
          autoComplete="off"
          spellCheck={false}
          placeholder={MODEL_EXAMPLES[provider]}
          value={model}
          onChange={(event) => setModel(event.target.value)}
          hint={`For example ${MODEL_EXAMPLES[provider]}.`}
          required
          disabled={busy}
        />
        <div className="space-y-2">
          <TextField
            label="API key"
            type="password"
            autoComplete="new-password"
            spellCheck={false}
            value={apiKey}
            onChange={(event) => setApiKey(event.target.value)}
            hint={keyHint}
            disabled={busy}
          />
          {saved?.has_key && (
            <Button variant="secondary" size="sm" onClick={removeKey} disabled={busy}>
              Remove key
            </Button>
          )}
        </div>
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-gray-800 dark:text-gray-200">Write drafts with</legend>
          <div className="space-y-3">
            {USE_OPTIONS.map((option) => (
              <UseOption key={option.value} option={option} checked={use === option.value} onChoose={() => setUse(option.value)} disabled={busy} />
            ))}
          </div>
        </fieldset>
        {result && (
          <Alert tone={result.ok ? 'success' : 'error'}>
            <span className="break-words">{result.ok ? AI_SETTINGS_TEXT.connected(result.latency_ms, result.reply) : result.error}</span>
          </Alert>
        )}
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={runTest} disabled={busy} busy={test.isPending}>
            {test.isPending ? 'Testing…' : 'Test connection'}
          </Button>
          <Button type="submit" disabled={busy} busy={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save'}
          </Button>
        </div>
      </form>
    </section>
  );
}
