/** The state, events, commands and options of one association (002 §4); the machine is association-machine.ts. */
import type { TagRead } from '../readings/reader-contract.ts';
import type {
  ComputedTag,
  ConfigurationDetail,
  CreateResponse,
  EncodingError,
  ValidationResponse,
} from './encoding-records.ts';
import type { ForcePolicy } from './force-policy.ts';
import { slotsOf, type identifiersToSend, type IdentifierSlot } from './identifier-slots.ts';

/** 002 §4 associationStatus. */
export type AssociationStatus = 'TO_BE_READ' | 'WRITING' | 'CONFIRMED' | 'ERROR' | 'SKIPPED';

export type Question = 'forceConfirm' | 'pin' | 'retryWrite' | 'updateOnlyProduct' | 'qcConfirm';

/** What the operator is told; the screen maps each to its text (002 §8). */
export type Feedback =
  | 'success'
  | 'successNone'
  | 'onlyVirgin'
  | 'noConfiguration'
  | 'missingOption'
  | 'failed'
  | 'targetNotFound'
  | 'generationFailed'
  | 'writeError'
  | 'createError'
  /** forceTagRewrite (002 §5): no identifier read, or more than one. */
  | 'invalidTagRead'
  | 'oneTagOnly'
  /** forceTagRewrite: the second validation did not answer REWRITE_CONFIGURATION. */
  | 'rewriteFailed';

export type AssociationCommand =
  | { type: 'validate'; id: number; identifiers: ReturnType<typeof identifiersToSend> }
  | { type: 'computeTags'; id: number; identifiers: ReturnType<typeof identifiersToSend> }
  | { type: 'write'; id: number; targetEpc: string; targetType: 'EPC' | 'TID'; targetTid?: string; data: string }
  | { type: 'create'; id: number; identifiers: ReturnType<typeof identifiersToSend>; force: boolean; pin?: string }
  /** productSize: the product's size (qcConfirm, for WRONG_QC_SIZE's text). */
  | {
      type: 'ask';
      id: number;
      question: Question;
      errors: EncodingError[];
      productSize?: string;
      /** updateOnlyProduct: the identifier read, whose item's product the question shows (002 §2, §4). */
      identifierCode?: string;
    }
  | { type: 'feedback'; feedback: Feedback; errors: EncodingError[]; ref?: string }
  | { type: 'scheduleValidate' }
  | { type: 'restartAntenna' }
  | { type: 'resetLater' };

export type AssociationEvent =
  | { type: 'read'; tag: TagRead }
  | { type: 'validateDue' }
  | { type: 'validated'; id: number; response: ValidationResponse | undefined }
  | { type: 'computed'; id: number; tags: ComputedTag[] | undefined }
  | { type: 'written'; id: number; ok: boolean }
  | { type: 'created'; id: number; response: CreateResponse | undefined }
  | { type: 'answered'; id: number; yes: boolean; pin?: string }
  | { type: 'antennaStopped' }
  /** The call or device command `id` failed; the screen has said why. */
  | { type: 'callFailed'; id: number }
  /** The forced create `id` was refused for its PIN (403); the screen has said so. */
  | { type: 'pinRefused'; id: number }
  | { type: 'clear' };

export interface AssociationOptions {
  forcePolicy: ForcePolicy;
  enableUhfWrite: boolean;
  expectOnlyMandatoryIdentifiers: boolean;
  ignoreUnknownTags: boolean;
  useTidTargetDuringWrite: boolean;
  uhfTagToWriteRegex?: RegExp;
  /** 002 §4: an item already encoded gets a new EPC written on its one tag. */
  forceTagRewrite?: boolean;
}

export type Phase = 'reading' | 'validating' | 'computing' | 'writing' | 'creating' | 'asking' | 'done' | 'failed';

export interface AssociationState {
  details: readonly ConfigurationDetail[];
  slots: readonly IdentifierSlot[];
  status: AssociationStatus;
  phase: Phase;
  errors: readonly EncodingError[];
  /** The id of the command whose outcome is awaited; any other outcome is stale. */
  awaiting: number;
  nextId: number;
  /** Creates sent in this association (afterRetry: plain, then forced, then clear). */
  createAttempts: number;
  /** Failed writes in a row (3, then 'retry write tag'). */
  writeAttempts: number;
  force: boolean;
  /** A rewrite of an encoded item's tag (forceTagRewrite) is under way: its one tag is the write target. */
  rewrite: boolean;
  pin?: string;
  /** The pending question's purpose, for its answer. */
  question?: Question;
}

export const maxWriteAttempts = 3;

export function initialAssociation(details: readonly ConfigurationDetail[]): AssociationState {
  return {
    details,
    slots: slotsOf(details),
    status: 'TO_BE_READ',
    phase: 'reading',
    errors: [],
    awaiting: 0,
    nextId: 1,
    createAttempts: 0,
    writeAttempts: 0,
    force: false,
    rewrite: false,
  };
}
