import { parseOperation, type ConfigDiagnostic, type OperationConfig } from '../core/operation-config/index.ts';
import type { ApiClient } from './http-client.ts';

/** 000 §7.2, §9: the operations search of start-up. */
export const operationsSearchQuery = {
  clients: 'station',
  enabled: true,
  showUserOperations: true,
  size: 10_000,
} as const;

export interface OperationsSearchResult {
  operations: OperationConfig[];
  /** Everything that was wrong in the answer: a content that is not a list, and each operation's diagnostics. */
  diagnostics: ConfigDiagnostic[];
}

const describe = (value: unknown) => (Array.isArray(value) ? 'a list' : value === null ? 'null' : typeof value);

function contentNotAList(value: unknown): ConfigDiagnostic {
  return {
    problem: 'invalid',
    operationCode: '',
    path: '$.content',
    option: 'content',
    value,
    expected: 'a list of operations',
    message: `Operations search: $.content is ${describe(value)}, expected a list of operations.`,
  };
}

/** Parses an operations search answer (`{content: [...]}`): never throws, a wrong answer is an empty list. */
export function parseOperationsPage(page: unknown): OperationsSearchResult {
  const content = typeof page === 'object' && page !== null ? (page as { content?: unknown }).content : undefined;
  if (!Array.isArray(content)) return { operations: [], diagnostics: [contentNotAList(content)] };
  const parsed = content.map((raw) => parseOperation(raw));
  return {
    operations: parsed.map((p) => p.operation),
    diagnostics: parsed.flatMap((p) => p.diagnostics),
  };
}

/** 000 §7.2: GET api/v1/operations, the operations the signed-in user may run; failures are thrown ApiErrors. */
export async function searchOperations(api: ApiClient): Promise<OperationsSearchResult> {
  return parseOperationsPage(await api.get<unknown>('api/v1/operations', { query: operationsSearchQuery }));
}
