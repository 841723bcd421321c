// Spec: src/engine/specs/optimistic.md. After a change settles, a view shows the value it settled on until its
// deferred render catches up with the cache (a table shows new rows in a deferred render). A press in that
// window acts on what is shown: turning the switch back is a change and is sent, not taken for "no change"
// because the cache the view was handed still holds the value from before.
import { useDeferredValue, useState, type ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { ToastHost } from '../../../src/app/Toasts';
import { OptimisticStore } from '../../../src/engine/optimistic/optimisticStore';
import { useOptimisticValue, type OptimisticValue } from '../../../src/engine/optimistic/useOptimisticValue';
import { testI18n } from '../helpers';

function Wrapper({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={testI18n()}>
      <ToastHost>{children}</ToastHost>
    </I18nextProvider>
  );
}

describe('a press while the screen catches up with a settled change', () => {
  it('MUST send the value the press asks for, measured against what is shown', async () => {
    const store = new OptimisticStore();
    const sent: string[] = [];
    /** Every render's value shown and its `set`, the handler a press in that render's screen would call. */
    const renders: {
      shown: string;
      pending: boolean;
      cache: string;
      set: OptimisticValue<string>['set'];
    }[] = [];
    const { result } = renderHook(
      () => {
        const [cache, setCache] = useState('active');
        // The row reaches the view in a deferred render, as a table's refreshed rows do.
        const row = useDeferredValue(cache);
        const status = useOptimisticValue<string, string>({
          key: 'member:m1:status',
          store,
          value: row,
          write: async (next) => {
            sent.push(next);
            return next;
          },
          commit: (answer) => setCache(answer),
        });
        renders.push({ shown: status.value, pending: status.pending, cache: row, set: status.set });
        return status;
      },
      { wrapper: Wrapper },
    );

    await act(async () => void result.current.set('disabled'));
    expect(result.current).toMatchObject({ value: 'disabled', pending: false });
    expect(sent).toEqual(['disabled']);

    // A render that showed the settled value while the row still held the old one.
    const between = renders.find((r) => r.shown === 'disabled' && !r.pending && r.cache === 'active');
    expect(between, 'a render between settling and catching up').toBeDefined();
    let accepted = false;
    await act(async () => void (accepted = between!.set('active')));
    expect(accepted).toBe(true);
    expect(sent).toEqual(['disabled', 'active']);
    expect(result.current).toMatchObject({ value: 'active', pending: false });
    expect(store.size).toBe(0);
  });
});
