import { focusManager, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { makeConfig } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { CONFIG_STALE_MS, useConfig } from './get-config';

/** The server's settings: offline until the owner connects a model on Settings → AI. */
function serverConfig() {
  let config = makeConfig();
  const api = mockApi({ 'GET /api/config': () => ({ body: config }) });
  return { api, connectModel: () => (config = makeConfig({ ai_engine: 'openai-compatible', ai_model: 'llama3.2' })) };
}

/** The hook inside the app's own query client (its defaults: no refetch on focus unless a query asks). */
function renderConfig() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useConfig(), { wrapper });
}

/** The tab left and came back to, as the browser's visibility change says. */
function returnToTab() {
  act(() => {
    focusManager.setFocused(false);
    focusManager.setFocused(true);
  });
}

describe('the web config', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-04T10:00:00Z'));
  });
  afterEach(() => {
    focusManager.setFocused(undefined);
    vi.useRealTimers();
  });

  it('is read again when the tab comes back after a minute: a model connected meanwhile is named', async () => {
    const { api, connectModel } = serverConfig();
    const { result } = renderConfig();
    await waitFor(() => expect(result.current.data?.ai_engine).toBe('offline'));

    connectModel();
    // Within the minute the page keeps what it has, without asking.
    vi.setSystemTime(new Date(Date.now() + CONFIG_STALE_MS - 1_000));
    returnToTab();
    expect(api.callsTo('GET', '/api/config')).toHaveLength(1);

    vi.setSystemTime(new Date(Date.now() + 2_000));
    returnToTab();
    await waitFor(() => expect(result.current.data?.ai_model).toBe('llama3.2'));
    expect(result.current.data?.ai_engine).toBe('openai-compatible');
    expect(api.callsTo('GET', '/api/config')).toHaveLength(2);
  });
});
