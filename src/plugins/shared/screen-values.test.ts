import { describe, expect, it } from 'vitest';
import type { ScreenStatePort } from '../define-plugin.ts';
import { formDataOf, listedReadsOf, setScreenValues, workstationOf } from './screen-values.ts';

const state = (roots: Record<string, unknown>): ScreenStatePort => ({ get: (root) => roots[root], set: () => {} });

describe('formDataOf() / workstationOf()', () => {
  it('reads the form data and the workstation, with empty values for anything else', () => {
    expect(formDataOf(state({ formData: { reason: 'VM' } }))).toEqual({ reason: 'VM' });
    expect(formDataOf(state({ formData: ['x'] }))).toEqual({});
    expect(workstationOf(state({ workstation: { code: 'WS-1', placeId: 7 } }))).toEqual({ code: 'WS-1', placeId: '7' });
    expect(workstationOf(state({ workstation: null }))).toEqual({ code: '', placeId: '' });
  });
});

describe('listedReadsOf()', () => {
  it('keeps well-formed reads and skips the rest', () => {
    const reads = listedReadsOf([
      { identifierCode: 'E1', status: 'valid', item: { id: 'i1' }, extra: true },
      { identifierCode: 'E2', status: 'error', item: null },
      { identifierCode: 'E3' },
      'junk',
    ]);
    expect(reads).toEqual([
      { identifierCode: 'E1', status: 'valid', item: { id: 'i1' } },
      { identifierCode: 'E2', status: 'error', item: null },
    ]);
    expect(listedReadsOf({ not: 'a list' })).toEqual([]);
  });
});

describe('setScreenValues()', () => {
  it('sets members of the screen state and keeps the others', () => {
    const roots: Record<string, unknown> = { screen: { search: 'bag', loading: true } };
    const port: ScreenStatePort = { get: (root) => roots[root], set: (root, value) => void (roots[root] = value) };
    setScreenValues(port, { loading: false, inventories: [] });
    expect(roots.screen).toEqual({ search: 'bag', loading: false, inventories: [] });
    roots.screen = null;
    setScreenValues(port, { loading: true });
    expect(roots.screen).toEqual({ loading: true });
  });
});
