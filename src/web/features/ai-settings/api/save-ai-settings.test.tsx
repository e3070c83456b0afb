import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { AiSettingsResponse } from '../../../../contract/ai-settings';
import { api as client } from '../../../lib/api/client';
import { createQueryClient } from '../../../lib/query-client';
import { makeConfig } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { useSaveAiSettings } from './save-ai-settings';

const CONNECTED: AiSettingsResponse = {
  source: 'app',
  environment: null,
  saved: { provider: 'openai-compatible', base_url: 'http://127.0.0.1:11434/v1', model: 'llama3.2', has_key: false, key_hint: null, use: 'model', updated_at: '2026-05-04T10:00:00.000Z' },
  active: { engine: 'openai-compatible', model: 'llama3.2' },
};

describe('saving the AI settings', () => {
  it('reads GET /api/config again at once, so the engine the app names is the one just saved', async () => {
    let config = makeConfig();
    const api = mockApi({
      'GET /api/config': () => ({ body: config }),
      'PUT /api/settings/ai': () => {
        config = makeConfig({ ai_engine: 'openai-compatible', ai_model: 'llama3.2' });
        return { body: CONNECTED };
      },
    });
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    // The config as any page holds it (the same key as features/config), fresh for the client's 30 s default.
    const { result } = renderHook(
      () => ({
        config: useQuery({ queryKey: ['config'], queryFn: async () => (await client.GET('/config')).data }),
        save: useSaveAiSettings(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.config.data?.ai_engine).toBe('offline'));

    await act(() => result.current.save.mutateAsync({ provider: 'openai-compatible', base_url: 'http://127.0.0.1:11434/v1', model: 'llama3.2', use: 'model' }));
    await waitFor(() => expect(result.current.config.data?.ai_model).toBe('llama3.2'));
    expect(api.callsTo('GET', '/api/config')).toHaveLength(2);
  });
});
