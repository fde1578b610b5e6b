/** Raw operations for tests: the smallest configuration the server could send, plus what a test adds. */
import type { OperationType } from '../../core/operation-types.ts';

export function rawOperation(type: OperationType | string, options: Record<string, unknown> = {}, members = {}) {
  return { id: 'op-1', code: 'OP-1', description: 'Test operation', type, options, ...members };
}
