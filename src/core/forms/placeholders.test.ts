import { describe, expect, it } from 'vitest';
import { resolvePlaceholders } from './placeholders.ts';

const context = { placeId: 'P1', place: { id: 'P1', code: 'MI01', attributes: { zone: 'Z9' } } };

describe('resolvePlaceholders() (000 §3 Default value placeholders)', () => {
  it('[000-3-formfield-40] {placeId} and :placeId are the workstation place', () => {
    expect(resolvePlaceholders('{placeId}', context)).toBe('P1');
    expect(resolvePlaceholders('api/v1/places/:placeId/zones', context)).toBe('api/v1/places/P1/zones');
  });
  it('[000-3-formfield-41] {place.<path>} reads the user place', () => {
    expect(resolvePlaceholders('{place.code}-{place.attributes.zone}', context)).toBe('MI01-Z9');
    expect(resolvePlaceholders('{place.missing}', context)).toBe('');
  });
  it('keeps other values and resolves inside lists', () => {
    expect(resolvePlaceholders(5, context)).toBe(5);
    expect(resolvePlaceholders(['{placeId}', 'x'], context)).toEqual(['P1', 'x']);
    expect(resolvePlaceholders('{placeId}', { placeId: undefined, place: undefined })).toBe('');
  });
});
