/**
 * The generic dialogs of 000 §2.18 as a service that handlers await without JSX. Texts are already translated
 * strings: the caller (a handler or the dispatcher) owns the i18n keys.
 */
export type ToastStatus = 'success' | 'warning' | 'error' | 'info';

export interface ToastRequest {
  status: ToastStatus;
  title: string;
  description?: string;
  /** No sound even for a status that has one (000 §2.11: the write-tag success toast). */
  silent?: boolean;
}

export interface ConfirmRequest {
  title: string;
  message?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Shows the product card of this product (or of the item with this identifier) under the message (000 §2.18). */
  productDetail?: { productCode?: string; identifierCode?: string };
}

export interface FeedbackRequest {
  title: string;
  message?: string;
  confirmLabel?: string;
  status?: ToastStatus;
}

export interface TextInputRequest {
  title: string;
  label: string;
  initialValue?: string;
  confirmLabel?: string;
  cancelLabel?: string;
}

export interface PinRequest {
  title?: string;
}

export interface SelectOption {
  value: string;
  label: string;
  secondaryLabel?: string;
}

export interface SelectRequest {
  title: string;
  options: SelectOption[];
  multiple?: boolean;
  /** Values already chosen (multi-select). */
  selected?: string[];
  columns?: 1 | 2 | 3;
}

export interface DatePickerRequest {
  title: string;
  value?: Date;
  clearable?: boolean;
  /** The first and last days that can be chosen (compared by day). */
  minDate?: Date;
  maxDate?: Date;
  /** Also pick the time of day (hours and minutes); a day tap then selects, and OK answers. */
  time?: boolean;
  /** With `time`: the earliest instant that can be answered (a range end cannot precede its start). */
  notBefore?: Date;
}

/** An operation form (000 §3 formSchema entries, as configured) in a modal, e.g. the required-fields modal of 001 §2.15. */
export interface FormDialogRequest {
  title: string;
  /** The raw formSchema array, parsed and checked like the start form's. */
  formSchema: readonly unknown[];
  /** Values the fields start with (by field name); absent ones take the fields' defaults. */
  initialData?: Record<string, unknown>;
  submitLabel?: string;
  cancelLabel?: string;
}

export interface DialogService {
  /** true when confirmed, false when cancelled or closed. */
  confirm(request: ConfirmRequest): Promise<boolean>;
  feedback(request: FeedbackRequest): Promise<void>;
  /** The entered text, or undefined when closed; an empty confirm is ignored. */
  textInput(request: TextInputRequest): Promise<string | undefined>;
  /** 'Enter the pin to force association' (000 §2.18); the PIN, or undefined when closed. */
  pin(request?: PinRequest): Promise<string | undefined>;
  /** The chosen values (one for single select), or undefined when cancelled. */
  select(request: SelectRequest): Promise<string[] | undefined>;
  /** 'Operation complete. Perform another operation?' — true for yes. */
  postConfirmQuestion(): Promise<boolean>;
  /** A chosen date (with `time`, at the chosen local time), null when cleared, undefined when closed. */
  datePicker(request: DatePickerRequest): Promise<Date | null | undefined>;
  /** The validated, formatted form data, or undefined when cancelled or closed. */
  form(request: FormDialogRequest): Promise<Record<string, unknown> | undefined>;
  toast(request: ToastRequest): void;
}
