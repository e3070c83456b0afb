import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { useSubmitAction } from './use-submit-action';

function deferred() {
  let resolve!: () => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<void>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

describe('useSubmitAction', () => {
  it('is pending while the action runs and resolves to true on success', async () => {
    const { result } = renderHook(() => useSubmitAction());
    const action = deferred();

    let outcome!: Promise<boolean>;
    act(() => {
      outcome = result.current.run(() => action.promise, 'Fallback');
    });
    expect(result.current.submitting).toBe(true);

    await act(async () => {
      action.resolve();
      await expect(outcome).resolves.toBe(true);
    });
    expect(result.current.submitting).toBe(false);
    expect(result.current.error).toBeNull();
  });

  it("shows the server's detail, else the fallback, and resolves to false", async () => {
    const { result } = renderHook(() => useSubmitAction());

    await act(async () => {
      await expect(result.current.run(() => Promise.reject(new ApiError(401, 'Incorrect email or password')), 'Fallback')).resolves.toBe(false);
    });
    expect(result.current.error).toBe('Incorrect email or password');
    expect(result.current.submitting).toBe(false);

    await act(async () => {
      await expect(result.current.run(() => Promise.reject(new Error('network')), 'Fallback')).resolves.toBe(false);
    });
    expect(result.current.error).toBe('Fallback');
  });

  it('clears the previous error when a new action starts', async () => {
    const { result } = renderHook(() => useSubmitAction());
    act(() => result.current.setError('Earlier failure'));
    const action = deferred();

    act(() => {
      void result.current.run(() => action.promise, 'Fallback');
    });
    expect(result.current.error).toBeNull();

    await act(async () => action.resolve());
  });

  it('leaves submitting untouched when told not to track the pending state', async () => {
    const { result } = renderHook(() => useSubmitAction());
    const action = deferred();

    act(() => {
      void result.current.run(() => action.promise, 'Fallback', { trackPending: false });
    });
    expect(result.current.submitting).toBe(false);

    await act(async () => action.reject(new Error('denied')));
    expect(result.current.error).toBe('Fallback');
    expect(result.current.submitting).toBe(false);
  });
});
