import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDialogService, type DialogEntry, type DialogResult } from './dialog-service.ts';

const current = (service: ReturnType<typeof createDialogService>): DialogEntry | undefined =>
  service.getSnapshot().dialogs[0];

describe('createDialogService() dialogs (000 §2.18)', () => {
  it('should show a confirm and answer true or false', async () => {
    const service = createDialogService();
    const confirmed = service.confirm({ title: 'Delete?' });
    const dialog = current(service);
    expect(dialog).toMatchObject({ kind: 'confirm', request: { title: 'Delete?' } });
    service.resolve(dialog!.id, true);
    await expect(confirmed).resolves.toBe(true);
    expect(service.getSnapshot().dialogs).toEqual([]);

    const cancelled = service.confirm({ title: 'Again?' });
    service.resolve(current(service)!.id, false);
    await expect(cancelled).resolves.toBe(false);
  });

  it('should queue dialogs first in first out and show one at a time', async () => {
    const service = createDialogService();
    const first = service.confirm({ title: 'first' });
    const second = service.textInput({ title: 'second', label: 'Name' });
    const third = service.postConfirmQuestion();
    expect(service.getSnapshot().dialogs.map((d) => d.kind)).toEqual(['confirm', 'textInput', 'postConfirmQuestion']);

    service.resolve(current(service)!.id, true);
    expect(current(service)).toMatchObject({ kind: 'textInput', request: { title: 'second' } });
    service.resolve(current(service)!.id, 'Mario');
    expect(current(service)?.kind).toBe('postConfirmQuestion');
    service.resolve(current(service)!.id, false);

    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe('Mario');
    await expect(third).resolves.toBe(false);
    expect(service.getSnapshot().dialogs).toEqual([]);
  });

  it('should ignore an empty confirm of the text input and of the PIN', async () => {
    const service = createDialogService();
    const text = service.textInput({ title: 'Name', label: 'Name' });
    const id = current(service)!.id;
    service.resolve(id, '');
    service.resolve(id, '   ');
    expect(current(service)?.id).toBe(id);
    service.resolve(id, undefined);
    await expect(text).resolves.toBeUndefined();

    const pin = service.pin();
    expect(current(service)).toMatchObject({ kind: 'pin', request: {} });
    service.resolve(current(service)!.id, '');
    expect(current(service)?.kind).toBe('pin');
    service.resolve(current(service)!.id, '1234');
    await expect(pin).resolves.toBe('1234');
  });

  it.each<['select' | 'datePicker' | 'feedback', DialogResult]>([
    ['select', ['a', 'b']],
    ['select', undefined],
    ['datePicker', new Date(2025, 2, 15)],
    ['datePicker', null],
    ['datePicker', undefined],
    ['feedback', undefined],
  ])('should answer a %s with %o', async (kind, result) => {
    const service = createDialogService();
    const opened =
      kind === 'select'
        ? service.select({ title: 'Pick', options: [], multiple: true })
        : kind === 'datePicker'
          ? service.datePicker({ title: 'Date' })
          : service.feedback({ title: 'Done' });
    service.resolve(current(service)!.id, result);
    await expect(opened).resolves.toEqual(result);
  });

  it('should answer a form with its data, undefined when dismissed, and refuse a non-object', async () => {
    const service = createDialogService();
    const filled = service.form({ title: 'Required', formSchema: [] });
    expect(current(service)).toMatchObject({ kind: 'form', request: { title: 'Required' } });
    expect(() => service.resolve(current(service)!.id, ['a'])).toThrow(TypeError);
    service.resolve(current(service)!.id, { carrier: 'DHL' });
    await expect(filled).resolves.toEqual({ carrier: 'DHL' });
    const cancelled = service.form({ title: 'Required', formSchema: [] });
    service.dispose();
    await expect(cancelled).resolves.toBeUndefined();
  });

  it('should throw on a result of the wrong shape and keep the dialog open', () => {
    const service = createDialogService();
    void service.confirm({ title: 'Sure?' });
    const id = current(service)!.id;
    expect(() => service.resolve(id, 'yes')).toThrow(TypeError);
    expect(() => service.resolve(id, undefined)).toThrow(TypeError);
    expect(current(service)?.id).toBe(id);
  });

  it('should ignore an unknown or already answered id', async () => {
    const service = createDialogService();
    const confirmed = service.confirm({ title: 'Sure?' });
    const id = current(service)!.id;
    service.resolve('dialog-404', false);
    service.resolve(id, true);
    service.resolve(id, false);
    await expect(confirmed).resolves.toBe(true);
  });

  it('should let a waiting dialog be answered before its turn', async () => {
    const service = createDialogService();
    void service.confirm({ title: 'first' });
    const second = service.confirm({ title: 'second' });
    service.resolve(service.getSnapshot().dialogs[1]!.id, false);
    await expect(second).resolves.toBe(false);
    expect(service.getSnapshot().dialogs.map((d) => d.request)).toEqual([{ title: 'first' }]);
  });

  it('should give immutable snapshots that change only with the state, and notify subscribers', () => {
    const service = createDialogService();
    const listener = vi.fn();
    const unsubscribe = service.subscribe(listener);
    const before = service.getSnapshot();
    expect(service.getSnapshot()).toBe(before);
    void service.confirm({ title: 'Sure?' });
    const after = service.getSnapshot();
    expect(after).not.toBe(before);
    expect(before.dialogs).toEqual([]);
    expect(Object.isFrozen(after)).toBe(true);
    expect(Object.isFrozen(after.dialogs)).toBe(true);
    expect(listener).toHaveBeenCalledOnce();
    unsubscribe();
    service.resolve(after.dialogs[0]!.id, true);
    expect(listener).toHaveBeenCalledOnce();
  });
});

describe('createDialogService() toasts (000 §2.18, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['info', 3000, undefined],
    ['success', 3000, 'success'],
    ['warning', 4000, 'error'],
    ['error', 8000, 'error'],
  ] as const)(
    '[000-2.18-17] [000-9-40] [000-9-41] [000-9-42] [000-9-43] should keep a %s toast %i ms and play sound %s',
    (status, duration, sound) => {
      const playSound = vi.fn();
      const service = createDialogService({ playSound, now: () => 1000 });
      service.toast({ status, title: 'Saved', description: 'All good' });
      expect(service.getSnapshot().toasts).toEqual([
        {
          id: expect.any(String),
          status,
          title: 'Saved',
          description: 'All good',
          createdAt: 1000,
          expiresAt: 1000 + duration,
        },
      ]);
      if (sound) expect(playSound).toHaveBeenCalledExactlyOnceWith(sound);
      else expect(playSound).not.toHaveBeenCalled();

      vi.advanceTimersByTime(duration - 1);
      expect(service.getSnapshot().toasts).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(service.getSnapshot().toasts).toEqual([]);
    },
  );

  it('[000-2.11-20] should play no sound for a silent toast (the write-tag success)', () => {
    const playSound = vi.fn();
    createDialogService({ playSound }).toast({ status: 'success', title: 'write tag', silent: true });
    expect(playSound).not.toHaveBeenCalled();
  });

  it('should stack toasts oldest first and let one be closed, clearing its timer', () => {
    const service = createDialogService();
    service.toast({ status: 'error', title: 'first' });
    service.toast({ status: 'success', title: 'second' });
    expect(service.getSnapshot().toasts.map((t) => t.title)).toEqual(['first', 'second']);
    expect(vi.getTimerCount()).toBe(2);

    service.dismissToast(service.getSnapshot().toasts[0]!.id);
    expect(service.getSnapshot().toasts.map((t) => t.title)).toEqual(['second']);
    expect(vi.getTimerCount()).toBe(1);
    service.dismissToast('toast-404');
    expect(service.getSnapshot().toasts).toHaveLength(1);
  });

  it('should clear every timer and dismiss every dialog on dispose', async () => {
    const service = createDialogService();
    service.toast({ status: 'warning', title: 'Careful' });
    const confirmed = service.confirm({ title: 'Sure?' });
    const date = service.datePicker({ title: 'When?' });
    service.dispose();
    expect(vi.getTimerCount()).toBe(0);
    expect(service.getSnapshot()).toEqual({ dialogs: [], toasts: [] });
    await expect(confirmed).resolves.toBe(false);
    await expect(date).resolves.toBeUndefined();
  });
});
