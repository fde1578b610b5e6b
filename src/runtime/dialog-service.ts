import { isRecord } from '../core/operation-config/raw-values.ts';
import type {
  ConfirmRequest,
  DatePickerRequest,
  DialogService,
  FeedbackRequest,
  FormDialogRequest,
  PinRequest,
  SelectRequest,
  TextInputRequest,
  ToastRequest,
  ToastStatus,
} from './dialog-service.types.ts';
import { createListeners } from '../core/listeners.ts';

/**
 * The dialog service of 000 §2.18 as a plain-TypeScript store: handlers await `confirm()`, `select()` and the rest;
 * the UI (`<DialogHost>`) reads `getSnapshot()` through useSyncExternalStore and answers with `resolve()`.
 * One dialog shows at a time: requests made while one is open wait their turn, first in first out.
 */

/** 000 §9: toasts stay 3000 ms, warnings 4000 ms, errors 8000 ms. */
export const toastDurationMs: Readonly<Record<ToastStatus, number>> = {
  info: 3000,
  success: 3000,
  warning: 4000,
  error: 8000,
};

export type DialogSound = 'error' | 'success';

/** 000 §9: errors and warnings sound the error cue, successes the success cue, infos nothing. */
export const toastSound: Readonly<Record<ToastStatus, DialogSound | undefined>> = {
  info: undefined,
  success: 'success',
  warning: 'error',
  error: 'error',
};

/** Each dialog kind: what the UI receives and what it answers. */
interface DialogKinds {
  confirm: { request: ConfirmRequest; result: boolean };
  feedback: { request: FeedbackRequest; result: undefined };
  textInput: { request: TextInputRequest; result: string | undefined };
  pin: { request: PinRequest; result: string | undefined };
  select: { request: SelectRequest; result: string[] | undefined };
  postConfirmQuestion: { request: undefined; result: boolean };
  datePicker: { request: DatePickerRequest; result: Date | null | undefined };
  form: { request: FormDialogRequest; result: Record<string, unknown> | undefined };
}

export type DialogKind = keyof DialogKinds;
export type DialogResult<K extends DialogKind = DialogKind> = DialogKinds[K]['result'];
export type DialogEntry<K extends DialogKind = DialogKind> = {
  [P in K]: { readonly id: string; readonly kind: P; readonly request: DialogKinds[P]['request'] };
}[K];

/** What a dialog answers when it is closed (Escape, Cancel, Close, a tap outside). */
export const dismissedResult: { readonly [K in DialogKind]: DialogResult<K> } = {
  confirm: false,
  feedback: undefined,
  textInput: undefined,
  pin: undefined,
  select: undefined,
  postConfirmQuestion: false,
  datePicker: undefined,
  form: undefined,
};

export interface ToastEntry extends ToastRequest {
  readonly id: string;
  /** `now()` when shown, and when it goes away by itself. */
  readonly createdAt: number;
  readonly expiresAt: number;
}

export interface DialogSnapshot {
  /** The open dialogs in order: the first is the one shown, the others wait their turn. */
  readonly dialogs: readonly DialogEntry[];
  /** The toasts shown, oldest first. */
  readonly toasts: readonly ToastEntry[];
}

export interface DialogStore {
  subscribe(listener: () => void): () => void;
  /** The same object until something changes, so it can feed useSyncExternalStore. */
  getSnapshot(): DialogSnapshot;
  /**
   * Answers a dialog and removes it. An unknown id (already answered) is ignored, and so is an empty text or PIN;
   * a result of the wrong shape for the dialog's kind throws.
   */
  resolve(id: string, result: DialogResult): void;
  dismissToast(id: string): void;
  /** Closes every dialog as dismissed and removes every toast, clearing their timers. */
  dispose(): void;
}

export interface DialogServiceOptions {
  playSound?: (sound: DialogSound) => void;
  now?: () => number;
}

const isOptionalText = (value: unknown) => value === undefined || typeof value === 'string';

/** Whether `result` has the shape `kind` answers with. */
function fits(kind: DialogKind, result: unknown): boolean {
  switch (kind) {
    case 'confirm':
    case 'postConfirmQuestion':
      return typeof result === 'boolean';
    case 'feedback':
      return result === undefined;
    case 'textInput':
    case 'pin':
      return isOptionalText(result);
    case 'select':
      return result === undefined || (Array.isArray(result) && result.every((v) => typeof v === 'string'));
    case 'datePicker':
      return result === undefined || result === null || (result instanceof Date && !Number.isNaN(result.getTime()));
    case 'form':
      return result === undefined || isRecord(result);
  }
}

export function createDialogService(options: DialogServiceOptions = {}): DialogService & DialogStore {
  const now = options.now ?? Date.now;
  const listeners = createListeners();
  const answers = new Map<string, (result: DialogResult) => void>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  let snapshot: DialogSnapshot = Object.freeze({ dialogs: Object.freeze([]), toasts: Object.freeze([]) });
  let sequence = 0;

  function update(next: Partial<DialogSnapshot>) {
    snapshot = Object.freeze({
      dialogs: Object.freeze(next.dialogs ?? snapshot.dialogs),
      toasts: Object.freeze(next.toasts ?? snapshot.toasts),
    });
    listeners.emit();
  }

  function open<K extends DialogKind>(kind: K, request: DialogKinds[K]['request']): Promise<DialogResult<K>> {
    const id = `dialog-${++sequence}`;
    return new Promise((answer) => {
      answers.set(id, answer as (result: DialogResult) => void);
      update({ dialogs: [...snapshot.dialogs, { id, kind, request } as DialogEntry] });
    });
  }

  function resolve(id: string, result: DialogResult) {
    const entry = snapshot.dialogs.find((dialog) => dialog.id === id);
    const answer = answers.get(id);
    if (!entry || !answer) return;
    if (!fits(entry.kind, result)) {
      throw new TypeError(`Dialog ${id} (${entry.kind}) cannot answer ${JSON.stringify(result)}`);
    }
    // 000 §2.18: an empty confirm of the text-input (and PIN) modal does nothing.
    if ((entry.kind === 'textInput' || entry.kind === 'pin') && typeof result === 'string' && result.trim() === '') {
      return;
    }
    answers.delete(id);
    update({ dialogs: snapshot.dialogs.filter((dialog) => dialog.id !== id) });
    answer(result);
  }

  function dismissToast(id: string) {
    clearTimeout(timers.get(id));
    timers.delete(id);
    if (snapshot.toasts.some((toast) => toast.id === id)) {
      update({ toasts: snapshot.toasts.filter((toast) => toast.id !== id) });
    }
  }

  function toast(request: ToastRequest) {
    const id = `toast-${++sequence}`;
    const duration = toastDurationMs[request.status];
    const createdAt = now();
    timers.set(
      id,
      setTimeout(() => dismissToast(id), duration),
    );
    update({ toasts: [...snapshot.toasts, { ...request, id, createdAt, expiresAt: createdAt + duration }] });
    const sound = toastSound[request.status];
    if (sound && !request.silent) options.playSound?.(sound);
  }

  function dispose() {
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
    const pending = snapshot.dialogs;
    const pendingAnswers = new Map(answers);
    answers.clear();
    update({ dialogs: [], toasts: [] });
    for (const entry of pending) pendingAnswers.get(entry.id)?.(dismissedResult[entry.kind]);
  }

  return {
    confirm: (request) => open('confirm', request),
    feedback: (request) => open('feedback', request),
    textInput: (request) => open('textInput', request),
    pin: (request = {}) => open('pin', request),
    select: (request) => open('select', request),
    postConfirmQuestion: () => open('postConfirmQuestion', undefined),
    datePicker: (request) => open('datePicker', request),
    form: (request) => open('form', request),
    toast,
    subscribe(listener) {
      return listeners.add(listener);
    },
    getSnapshot: () => snapshot,
    resolve,
    dismissToast,
    dispose,
  };
}
