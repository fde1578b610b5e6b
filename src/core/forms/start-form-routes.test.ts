import { describe, expect, it } from 'vitest';
import { isStartFormScreen, startFormBackPath, startFormSubmitPath } from './start-form-routes.ts';

describe('startFormSubmitPath() (000 §2.13)', () => {
  it('[000-2.13-13] goes to the kind reading route with opCode', () => {
    expect(startFormSubmitPath('simple-item-list/form', 'SIL')).toBe('/simple-item-list/SIL/reading');
    expect(startFormSubmitPath('transfer-to-zone/form', 'TTZ')).toBe('/transfer-to-zone/TTZ/reading');
  });
  it('uses a configured submitPath', () => {
    expect(startFormSubmitPath('simple-item-list/form', 'SIL', '/custom/:opCode/go')).toBe('/custom/SIL/go');
  });
  it('knows the start form screens', () => {
    expect(isStartFormScreen('simple-parcel-list/form')).toBe(true);
    expect(isStartFormScreen('simple-item-list/reading')).toBe(false);
  });
});

describe('startFormBackPath() (000 §2.13)', () => {
  it('[000-2.13-02] [000-2.13-03] the configured back path with opCode, or /', () => {
    expect(startFormBackPath('SIL', '/list/:opCode')).toBe('/list/SIL');
    expect(startFormBackPath('SIL')).toBe('/');
    expect(startFormBackPath('SIL', '/list/:other')).toBe('/');
  });
});
