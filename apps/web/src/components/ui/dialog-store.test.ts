import { afterEach, describe, expect, it, vi } from 'vitest';
import { showDialog, useDialogStore } from './dialog-store.ts';

afterEach(() => {
  vi.useRealTimers();
  useDialogStore.setState({ dialogs: [] });
});

describe('showDialog', () => {
  it('resolves with the key of the pressed button and closes', async () => {
    const answer = showDialog({ title: 'Sure?', buttons: [{ key: 'yes', label: 'Yes' }] });
    const [open] = useDialogStore.getState().dialogs;
    useDialogStore.getState().close(open!.id, 'yes');
    await expect(answer).resolves.toBe('yes');
    expect(useDialogStore.getState().dialogs).toHaveLength(0);
  });

  it('closes by itself after its time-out, resolving null', async () => {
    vi.useFakeTimers();
    const answer = showDialog({ title: 'Saved', timeoutMs: 1500 });
    vi.advanceTimersByTime(1499);
    expect(useDialogStore.getState().dialogs).toHaveLength(1);
    vi.advanceTimersByTime(1);
    await expect(answer).resolves.toBeNull();
    expect(useDialogStore.getState().dialogs).toHaveLength(0);
  });

  it('stacks dialogs and closes only the one answered', async () => {
    void showDialog({ title: 'first' });
    const second = showDialog({ title: 'second' });
    const [, top] = useDialogStore.getState().dialogs;
    useDialogStore.getState().close(top!.id, null);
    await expect(second).resolves.toBeNull();
    expect(useDialogStore.getState().dialogs.map((d) => d.title)).toEqual(['first']);
  });
});
