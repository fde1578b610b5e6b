import { describe, expect, it } from 'vitest';
import { customEndpoint, removeCustomEndpoint, saveEndpoint } from './custom-endpoint.ts';
import { createMemoryStorage } from './panel-storage.ts';

const defaultUrl = 'http://localhost:4000';

describe('customEndpoint()', () => {
  it.each([
    [{}, undefined],
    [{ 'station::endpoint': '' }, undefined],
    [{ 'station::endpoint': 'http://localhost:4000/' }, undefined],
    [{ 'station::endpoint': ' https://api.acme.example ' }, 'https://api.acme.example'],
  ])('[000-2.6-02] should give %o → %s', (stored, expected) => {
    expect(customEndpoint(defaultUrl, createMemoryStorage(stored))).toBe(expected);
  });
});

describe('saveEndpoint()', () => {
  it('[000-2.7-09] should store a different endpoint', () => {
    const storage = createMemoryStorage();
    expect(saveEndpoint(storage, ' https://api.acme.example ', defaultUrl)).toBe(true);
    expect(storage.entries()).toEqual({ 'station::endpoint': 'https://api.acme.example' });
  });

  it('[000-2.7-09] should clear the override when the default is typed, and ignore an empty value', () => {
    const storage = createMemoryStorage({ 'station::endpoint': 'https://api.acme.example' });
    expect(saveEndpoint(storage, '  ', defaultUrl)).toBe(false);
    expect(storage.entries()).toEqual({ 'station::endpoint': 'https://api.acme.example' });
    expect(saveEndpoint(storage, defaultUrl, defaultUrl)).toBe(true);
    expect(storage.entries()).toEqual({});
  });
});

describe('removeCustomEndpoint()', () => {
  it('[000-2.6-04] should remove the stored endpoint', () => {
    const storage = createMemoryStorage({ 'station::endpoint': 'https://api.acme.example', 'station::language': 'it' });
    removeCustomEndpoint(storage);
    expect(storage.entries()).toEqual({ 'station::language': 'it' });
  });
});
