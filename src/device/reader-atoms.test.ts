import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { createEmulatedReader } from './emulated-reader.ts';
import { createReaderAtoms, readerScopeValue } from './reader-atoms.ts';

describe('readerScopeValue()', () => {
  it.each([
    ['off', { on: false, reading: false, busy: false }],
    ['starting', { on: false, reading: false, busy: true }],
    ['on', { on: true, reading: false, busy: false }],
    ['reading', { on: true, reading: true, busy: false }],
    ['loading', { on: false, reading: false, busy: true }],
    ['clearing', { on: false, reading: false, busy: true }],
  ] as const)('[000-4.4-01] [000-4.4-02] %s', (status, expected) => {
    expect(readerScopeValue(status, false)).toEqual({ status, emulated: false, ...expected });
  });
});

describe('createReaderAtoms()', () => {
  it('follows the reader while mounted and drives it through write-only atoms', async () => {
    const reader = createEmulatedReader();
    const atoms = createReaderAtoms(reader);
    const store = createStore();
    const seen: string[] = [];
    const unsubscribe = store.sub(atoms.scopeValueAtom, () => seen.push(store.get(atoms.scopeValueAtom).status));
    await store.set(atoms.startAtom);
    expect(store.get(atoms.statusAtom)).toBe('reading');
    await store.set(atoms.stopAtom);
    expect(seen).toEqual(['reading', 'off']);
    unsubscribe();
  });
});
