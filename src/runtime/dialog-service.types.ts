/** The dialog contract lives in core so plugins (which may not import runtime) can type their handlers with it. */
export type * from '../core/dialogs.ts';
