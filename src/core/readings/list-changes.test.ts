import { describe, expect, it } from 'vitest';
import { createListChanges } from './list-changes.ts';

describe('createListChanges()', () => {
  it('should log updates by code between resets, and drop the log at a reset', () => {
    const changes = createListChanges();
    changes.appended();
    const start = changes.updateVersion();
    changes.updated('A', 10);
    changes.updated('B', 10);
    expect(changes.updatedSince(start)).toEqual(['A', 'B']);
    expect(changes.updatedSince(start + 1)).toEqual(['B']);
    const reset = changes.resetVersion();
    changes.reset();
    expect(changes.resetVersion()).toBe(reset + 1);
    expect(changes.updatedSince(start)).toBeUndefined();
    expect(changes.updatedSince(changes.updateVersion())).toEqual([]);
  });

  it('should reset once the log outgrows the list, so it stays as small as the list', () => {
    const changes = createListChanges();
    const reset = changes.resetVersion();
    for (let index = 0; index < 256; index += 1) changes.updated('A', 1);
    expect(changes.resetVersion()).toBe(reset);
    changes.updated('A', 1);
    expect(changes.resetVersion()).toBe(reset + 1);
    expect(changes.updatedSince(changes.updateVersion())).toEqual([]);
  });
});
