import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, mapFailedResponse } from '../api-error.ts';
import type { ConfirmAnswer, ConfirmPorts, ConfirmSettings, ConfirmTiming } from './confirm-machine.ts';
import { createConfirmMachine } from './confirm-machine.ts';
import { fakeDialogs, keyTranslate } from '../../test-support/confirmation/fake-dialogs.ts';
import { fakeOutcomes } from '../../test-support/confirmation/fake-outcomes.ts';

const timing: ConfirmTiming = { retryDelaysMs: [1000, 2000], outcomeTimeoutMs: 120_000, connectWaitMs: 5000 };
const sync: ConfirmSettings = {
  description: 'Item list',
  postConfirmAction: 'disabled',
  errorMessageView: 'toast',
  mode: 'sync',
};
const async: ConfirmSettings = { ...sync, mode: 'async' };
const input = { payload: { itemIds: ['a', 'b'] }, fingerprint: 'a,b', warningCount: 0 };
const noAnswer = () => mapFailedResponse(0, undefined);

function setup(
  settings: ConfirmSettings,
  send: ConfirmPorts['send'],
  answers: { confirm?: boolean; again?: boolean } = {},
) {
  const dialogs = fakeDialogs(answers);
  const outcomes = fakeOutcomes();
  const after = { back: vi.fn(), dashboard: vi.fn(), keepInput: vi.fn() };
  const fetchOperationInstance = vi.fn(async (id: string) => ({ id, status: 'CONFIRMED' }));
  let n = 0;
  const ports: ConfirmPorts = {
    send: vi.fn(send),
    outcomes,
    fetchOperationInstance,
    dialogs,
    translate: keyTranslate,
    after,
    newKey: () => `key-${(n += 1)}`,
  };
  const machine = createConfirmMachine(settings, ports, timing);
  return {
    machine,
    ports,
    dialogs,
    outcomes,
    after,
    fetchOperationInstance,
    send: ports.send as ReturnType<typeof vi.fn>,
  };
}

const syncOk = async (): Promise<ConfirmAnswer> => ({ mode: 'sync', result: { id: 'inst-1' } });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createConfirmMachine() one confirm at a time', () => {
  it('[001-4.6-03] many clicks while a confirm runs send it once and share its result', async () => {
    let release: (answer: ConfirmAnswer) => void = () => {};
    const { machine, send } = setup(sync, () => new Promise((resolve) => (release = resolve)));
    const clicks = [machine.confirm(input), machine.confirm(input), machine.confirm(input)];
    await vi.advanceTimersByTimeAsync(0);
    expect(machine.phase()).toBe('sending');
    release({ mode: 'sync', result: { id: 'inst-1' } });
    const results = await Promise.all(clicks);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ payload: input.payload, idempotencyKey: 'key-1' }));
    expect(new Set(results).size).toBe(1);
    expect(results[0]).toMatchObject({ status: 'confirmed', instance: { id: 'inst-1' } });
    expect(machine.phase()).toBe('idle');
  });

  it('a click during the post-confirm question does not confirm again', async () => {
    let answer: (again: boolean) => void = () => {};
    const { machine, dialogs, send } = setup({ ...sync, postConfirmAction: 'keepInput' }, syncOk);
    dialogs.postConfirmQuestion.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const first = machine.confirm(input);
    await vi.advanceTimersByTimeAsync(0);
    expect(machine.phase()).toBe('afterConfirm');
    const second = machine.confirm(input);
    answer(true);
    expect(await second).toBe(await first);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('reports its phases to subscribers', async () => {
    const { machine } = setup(sync, syncOk);
    const phases: string[] = [];
    machine.subscribe((phase) => phases.push(phase));
    await machine.confirm(input);
    expect(phases).toEqual(['sending', 'afterConfirm', 'idle']);
  });
});

describe('createConfirmMachine() warning items (001 §5)', () => {
  it('[001-5-41] warning items ask first; No sends nothing', async () => {
    const { machine, dialogs, send } = setup(sync, syncOk, { confirm: false });
    expect(await machine.confirm({ ...input, warningCount: 2 })).toEqual({ status: 'cancelled' });
    expect(dialogs.confirm).toHaveBeenCalledWith({
      title: 'confirmation.warningItemsFound',
      message: 'confirmation.confirmAnyway',
    });
    expect(send).not.toHaveBeenCalled();
  });

  it('[001-5-41] Yes confirms; without warnings nothing is asked', async () => {
    const asked = setup(sync, syncOk, { confirm: true });
    expect(await asked.machine.confirm({ ...input, warningCount: 1 })).toMatchObject({ status: 'confirmed' });
    const plain = setup(sync, syncOk);
    await plain.machine.confirm(input);
    expect(plain.dialogs.confirm).not.toHaveBeenCalled();
  });
});

describe('createConfirmMachine() idempotency keys and retries', () => {
  it('a request that got no answer is retried after 1 s and 2 s with the same key', async () => {
    const { machine, send } = setup(sync, syncOk);
    send.mockRejectedValueOnce(noAnswer()).mockRejectedValueOnce(noAnswer());
    const result = machine.confirm(input);
    await vi.advanceTimersByTimeAsync(999);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(await result).toMatchObject({ status: 'confirmed' });
    expect(send.mock.calls.map(([request]) => (request as { idempotencyKey: string }).idempotencyKey)).toEqual([
      'key-1',
      'key-1',
      'key-1',
    ]);
  });

  it('after the retries the error shows, and the next click with the same content reuses the key', async () => {
    const { machine, send, dialogs } = setup(sync, syncOk);
    send.mockRejectedValue(noAnswer());
    const failed = machine.confirm(input);
    await vi.advanceTimersByTimeAsync(3000);
    expect(await failed).toMatchObject({ status: 'failed', outcomeUnknown: true });
    expect(dialogs.toast).toHaveBeenCalledWith({
      status: 'error',
      title: 'errors.connectionTitle',
      description: 'errors.connectionMessage',
    });
    send.mockImplementation(syncOk);
    await machine.confirm(input);
    expect(send.mock.lastCall?.[0]).toMatchObject({ idempotencyKey: 'key-1' });
    await machine.confirm(input);
    expect(send.mock.lastCall?.[0]).toMatchObject({ idempotencyKey: 'key-2' });
  });

  it('other content after an unknown outcome is a new attempt with a new key', async () => {
    const { machine, send } = setup(sync, syncOk);
    send.mockRejectedValueOnce(mapFailedResponse(500, { message: 'boom' }));
    await machine.confirm(input);
    await machine.confirm({ ...input, fingerprint: 'a,b,c' });
    expect(send.mock.calls.map(([request]) => (request as { idempotencyKey: string }).idempotencyKey)).toEqual([
      'key-1',
      'key-2',
    ]);
  });

  it('a refusal (4xx) is not retried and ends the attempt', async () => {
    const { machine, send } = setup(sync, syncOk);
    send.mockRejectedValueOnce(mapFailedResponse(400, { errorCode: 'ITEM_NOT_FOUND', message: 'Items not found: x' }));
    expect(await machine.confirm(input)).toMatchObject({ status: 'failed', outcomeUnknown: false });
    expect(send).toHaveBeenCalledTimes(1);
    await machine.confirm(input);
    expect(send.mock.lastCall?.[0]).toMatchObject({ idempotencyKey: 'key-2' });
  });
});

describe('createConfirmMachine() errors by errorMessageView (000 §8.2)', () => {
  const refusal = () => mapFailedResponse(400, { errorCode: 'X', message: 'No way' });

  it('[000-8.2-04] [001-8-40] shows a toast by default', async () => {
    const { machine, send, dialogs } = setup(sync, syncOk);
    send.mockRejectedValueOnce(refusal());
    await machine.confirm(input);
    expect(dialogs.toast).toHaveBeenCalledWith({ status: 'error', title: 'errors.title', description: 'X: No way' });
    expect(dialogs.feedback).not.toHaveBeenCalled();
  });

  it('[000-8.2-05] [001-8-41] shows a feedback modal with errorMessageView modal', async () => {
    const { machine, send, dialogs } = setup({ ...sync, errorMessageView: 'modal' }, syncOk);
    send.mockRejectedValueOnce(refusal());
    await machine.confirm(input);
    expect(dialogs.feedback).toHaveBeenCalledWith({ title: 'errors.title', message: 'X: No way', status: 'error' });
    expect(dialogs.toast).not.toHaveBeenCalled();
  });
});

describe('createConfirmMachine() async confirmation (000 §4.10)', () => {
  const asyncAnswer = (asyncExecutionId: string | undefined) => async (): Promise<ConfirmAnswer> => ({
    mode: 'async',
    asyncExecutionId,
  });

  it('[000-4.10-02] [000-4.10-03] [000-4.10-04] [000-4.10-05] waits for the outcome with its id; OK fetches the instance', async () => {
    const { machine, outcomes, fetchOperationInstance, dialogs } = setup(async, asyncAnswer('exec-1'));
    const result = machine.confirm(input);
    await vi.advanceTimersByTimeAsync(0);
    expect(machine.phase()).toBe('awaitingOutcome');
    outcomes.push({ asyncExecutionId: 'exec-other', executionStatus: 'KO', details: 'not mine' });
    expect(outcomes.waiting()).toEqual(['exec-1']);
    outcomes.push({ asyncExecutionId: 'exec-1', executionStatus: 'OK', details: { operationInstanceId: 'inst-9' } });
    expect(await result).toMatchObject({ status: 'confirmed', instance: { id: 'inst-9' } });
    expect(fetchOperationInstance).toHaveBeenCalledWith('inst-9', expect.any(AbortSignal));
    expect(dialogs.toast).toHaveBeenCalledTimes(1);
    expect(dialogs.toast).toHaveBeenCalledWith(expect.objectContaining({ status: 'success' }));
  });

  it('an outcome that arrived before the answer is matched too', async () => {
    const { machine, outcomes } = setup(async, asyncAnswer('exec-early'));
    outcomes.push({ asyncExecutionId: 'exec-early', executionStatus: 'OK', details: {} });
    expect(await machine.confirm(input)).toMatchObject({ status: 'confirmed', instance: undefined });
  });

  it('[000-4.10-06] [001-8-10] any other status fails with the server details', async () => {
    const { machine, outcomes, dialogs } = setup(async, asyncAnswer('exec-2'));
    const result = machine.confirm(input);
    await vi.advanceTimersByTimeAsync(0);
    outcomes.push({ asyncExecutionId: 'exec-2', executionStatus: 'KO', details: 'Zone locked' });
    expect(await result).toMatchObject({ status: 'failed', outcomeUnknown: false });
    expect(dialogs.toast).toHaveBeenCalledWith({ status: 'error', title: 'errors.title', description: 'Zone locked' });
  });

  it('[001-8-11] a failure without details shows operation_confirm_error', async () => {
    const { machine, outcomes, dialogs } = setup(async, asyncAnswer('exec-3'));
    const result = machine.confirm(input);
    await vi.advanceTimersByTimeAsync(0);
    outcomes.push({ asyncExecutionId: 'exec-3', executionStatus: 'ERROR', details: null });
    await result;
    expect(dialogs.toast).toHaveBeenCalledWith(expect.objectContaining({ description: 'confirmation.confirmError' }));
  });

  it('[000-4.10-07] a missing asyncExecutionId is a failure', async () => {
    const { machine, dialogs } = setup(async, asyncAnswer(undefined));
    expect(await machine.confirm(input)).toMatchObject({ status: 'failed', outcomeUnknown: false });
    expect(dialogs.toast).toHaveBeenCalledWith(
      expect.objectContaining({ description: 'confirmation.missingAsyncExecutionId' }),
    );
  });

  it('the outcome is shown exactly once, even when the stream repeats it', async () => {
    const { machine, outcomes, dialogs } = setup(async, asyncAnswer('exec-4'));
    const result = machine.confirm(input);
    await vi.advanceTimersByTimeAsync(0);
    const ok = { asyncExecutionId: 'exec-4', executionStatus: 'OK', details: {} };
    outcomes.push(ok);
    outcomes.push(ok);
    await result;
    await vi.advanceTimersByTimeAsync(1000);
    expect(dialogs.toast).toHaveBeenCalledTimes(1);
    expect(dialogs.postConfirmQuestion).not.toHaveBeenCalled();
  });

  it('a failed instance look-up still counts as confirmed', async () => {
    const { machine, outcomes, fetchOperationInstance } = setup(async, asyncAnswer('exec-5'));
    fetchOperationInstance.mockRejectedValueOnce(new ApiError('notFound', 404, {}, {}));
    outcomes.push({ asyncExecutionId: 'exec-5', executionStatus: 'OK', details: { operationInstanceId: 'gone' } });
    expect(await machine.confirm(input)).toMatchObject({ status: 'confirmed', instance: undefined });
  });

  it('no outcome within 120 s fails with the outcome unknown; the retry keeps the key and finds a late outcome', async () => {
    const { machine, outcomes, send, dialogs } = setup(async, asyncAnswer('exec-6'));
    const result = machine.confirm(input);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(await result).toMatchObject({ status: 'failed', outcomeUnknown: true });
    expect(dialogs.toast).toHaveBeenCalledWith(expect.objectContaining({ description: 'confirmation.outcomeTimeout' }));
    outcomes.push({ asyncExecutionId: 'exec-6', executionStatus: 'OK', details: {} });
    expect(await machine.confirm(input)).toMatchObject({ status: 'confirmed' });
    expect(send.mock.calls.map(([request]) => (request as { idempotencyKey: string }).idempotencyKey)).toEqual([
      'key-1',
      'key-1',
    ]);
  });

  it('[000-4.10-12] waits for a disconnected stream before sending, at most connectWaitMs', async () => {
    const { machine, ports, send, outcomes } = setup(async, asyncAnswer('exec-7'));
    let connect: () => void = () => {};
    ports.outcomes!.whenConnected = () => new Promise((resolve) => (connect = resolve));
    const result = machine.confirm(input);
    await vi.advanceTimersByTimeAsync(100);
    expect(send).not.toHaveBeenCalled();
    connect();
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    outcomes.push({ asyncExecutionId: 'exec-7', executionStatus: 'OK', details: {} });
    await result;

    ports.outcomes!.whenConnected = () => new Promise(() => {});
    const later = machine.confirm({ ...input, fingerprint: 'other' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(send).toHaveBeenCalledTimes(2);
    later.catch(() => {});
  });
});

describe('createConfirmMachine() after a successful confirm (001 §4.5)', () => {
  it('[001-4.5-01] shows the generic success toast with the operation description', async () => {
    const { machine, dialogs } = setup(sync, syncOk);
    await machine.confirm(input);
    expect(dialogs.toast).toHaveBeenCalledWith({
      status: 'success',
      title: 'Item list',
      description: 'confirmation.genericSuccess',
    });
  });

  it.each([
    ['[001-4.5-03] disabled: back, no question', 'disabled', true, 'back', false],
    ['[001-4.5-02] hideSuccessModal: back, no question', 'hideSuccessModal', true, 'back', false],
    ['[001-4.5-04] [001-4.5-05] keepInput, Yes: keeps the form', 'keepInput', true, 'keepInput', true],
    ['[001-4.5-04] [001-4.5-07] other, Yes: back to change the input', 'changeInput', true, 'back', true],
    ['[001-4.5-08] keepInput, No: dashboard', 'keepInput', false, 'dashboard', true],
    ['[001-4.5-08] other, No: dashboard', 'changeInput', false, 'dashboard', true],
  ] as const)('%s', async (_title, postConfirmAction, again, next, asked) => {
    const { machine, dialogs, after } = setup({ ...sync, postConfirmAction }, syncOk, { again });
    expect(await machine.confirm(input)).toMatchObject({ status: 'confirmed', next });
    expect(dialogs.postConfirmQuestion).toHaveBeenCalledTimes(asked ? 1 : 0);
    expect(after[next]).toHaveBeenCalledOnce();
  });

  it('postConfirm false (a confirm per read) only toasts and stays', async () => {
    const { machine, dialogs, after } = setup({ ...sync, postConfirmAction: 'keepInput' }, syncOk);
    expect(await machine.confirm({ ...input, postConfirm: false })).toMatchObject({ next: 'stay' });
    expect(dialogs.postConfirmQuestion).not.toHaveBeenCalled();
    expect(after.back).not.toHaveBeenCalled();
  });
});

describe('createConfirmMachine() confirm variants (successMessage, next)', () => {
  it.each([
    ['an i18n key', 'asn.created', 'asn.created'],
    ['a key with params', { key: 'asn.cartonPrinted', params: { carton: 'C1' } }, 'asn.cartonPrinted {"carton":"C1"}'],
  ] as const)('successMessage as %s replaces the generic success text', async (_title, successMessage, description) => {
    const { machine, dialogs } = setup(sync, syncOk);
    await machine.confirm({ ...input, successMessage });
    expect(dialogs.toast).toHaveBeenCalledWith({ status: 'success', title: 'Item list', description });
  });

  it.each([
    ['stay overrides keepInput: no question, no step', 'keepInput', 'stay', true, 'stay', false],
    ['back overrides the question', 'keepInput', 'back', true, 'back', false],
    ['dashboard overrides disabled', 'disabled', 'dashboard', true, 'dashboard', false],
    ['ask with disabled asks; Yes goes back', 'disabled', 'ask', true, 'back', true],
    ['ask with keepInput asks; Yes keeps the input', 'keepInput', 'ask', true, 'keepInput', true],
    ['ask; No goes to the dashboard', 'hideSuccessModal', 'ask', false, 'dashboard', true],
  ] as const)('next: %s', async (_title, postConfirmAction, next, again, expected, asked) => {
    const { machine, dialogs, after } = setup({ ...sync, postConfirmAction }, syncOk, { again });
    expect(await machine.confirm({ ...input, next })).toMatchObject({ status: 'confirmed', next: expected });
    expect(dialogs.postConfirmQuestion).toHaveBeenCalledTimes(asked ? 1 : 0);
    for (const step of ['back', 'dashboard', 'keepInput'] as const) {
      expect(after[step]).toHaveBeenCalledTimes(step === expected ? 1 : 0);
    }
  });

  it('next wins over postConfirm false for that one confirm; the next confirm follows the settings again', async () => {
    const { machine, after, dialogs } = setup({ ...sync, postConfirmAction: 'disabled' }, syncOk);
    expect(await machine.confirm({ ...input, postConfirm: false, next: 'dashboard' })).toMatchObject({
      next: 'dashboard',
    });
    expect(await machine.confirm(input)).toMatchObject({ next: 'back' });
    expect(after.dashboard).toHaveBeenCalledOnce();
    expect(after.back).toHaveBeenCalledOnce();
    expect(dialogs.postConfirmQuestion).not.toHaveBeenCalled();
  });
});

describe('createConfirmMachine() dispose', () => {
  it('a screen that leaves while waiting sees nothing more', async () => {
    const { machine, dialogs, outcomes } = setup({ ...async, postConfirmAction: 'keepInput' }, async () => ({
      mode: 'async',
      asyncExecutionId: 'exec-8',
    }));
    const result = machine.confirm(input);
    await vi.advanceTimersByTimeAsync(0);
    machine.dispose();
    expect(await result).toEqual({ status: 'abandoned' });
    outcomes.push({ asyncExecutionId: 'exec-8', executionStatus: 'OK', details: {} });
    expect(dialogs.toast).not.toHaveBeenCalled();
    expect(await machine.confirm(input)).toEqual({ status: 'abandoned' });
  });
});
