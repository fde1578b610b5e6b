import { describe, expect, it } from 'vitest';
import { createScreenScope } from './screen-scope.ts';

describe('createScreenScope()', () => {
  it('should keep each screen apart: two scopes never share a value', () => {
    const first = createScreenScope({ formData: { zone: 'A' } });
    const second = createScreenScope();
    first.set('readings', { okCount: 2 });
    expect(second.snapshot().readings).toBeNull();
    expect(first.snapshot()).toMatchObject({ formData: { zone: 'A' }, readings: { okCount: 2 } });
  });

  it('should notify only subscribers of the root that changed', () => {
    const scope = createScreenScope();
    const seen: string[] = [];
    scope.store.sub(scope.atoms.readings, () => seen.push('readings'));
    scope.store.sub(scope.atoms.user, () => seen.push('user'));
    scope.set('readings', { okCount: 1 });
    expect(seen).toEqual(['readings']);
  });
});
