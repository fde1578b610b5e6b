import { describe, expect, it } from 'vitest';
import { configuredDecodeRequest } from './configured-decode.ts';

describe('configuredDecodeRequest() (000 §7.3)', () => {
  it('[000-7.3-12] posts the configured payload plus the codes', () => {
    expect(
      configuredDecodeRequest({ url: 'api/v1/custom/decode', payload: { operationId: 'op-1', strict: true } }, [
        '30AA',
        'E004',
      ]),
    ).toEqual({
      ok: true,
      url: 'api/v1/custom/decode',
      body: { operationId: 'op-1', strict: true, identifierCodes: ['30AA', 'E004'] },
    });
  });

  it('[000-7.3-13] puts the codes under identifierCodes unless another field is configured', () => {
    expect(configuredDecodeRequest({ url: 'decode' }, ['30AA'])).toMatchObject({ body: { identifierCodes: ['30AA'] } });
    expect(configuredDecodeRequest({ url: 'decode', field: 'epcs' }, ['30AA'])).toMatchObject({
      body: { epcs: ['30AA'] },
    });
  });

  it('the codes win over a payload member of the same name', () => {
    expect(configuredDecodeRequest({ url: 'decode', payload: { identifierCodes: ['stale'] } }, ['30AA'])).toMatchObject(
      { body: { identifierCodes: ['30AA'] } },
    );
  });

  it("an empty or missing URL is 000 §8.3 'decodeUrl not set'", () => {
    expect(configuredDecodeRequest({ url: undefined }, ['30AA'])).toEqual({ ok: false, problem: 'decodeUrlNotSet' });
    expect(configuredDecodeRequest({ url: '  ' }, ['30AA'])).toEqual({ ok: false, problem: 'decodeUrlNotSet' });
  });
});
