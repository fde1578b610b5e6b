import { describe, expect, it } from 'vitest';
import { checkSuccessfulBody, isServerUnreachable, mapFailedResponse, readOnlyError } from './api-error.ts';
import en from '../i18n/en.json';
import italian from '../i18n/it.json';

describe('mapFailedResponse() (000 §8.1)', () => {
  it('should map status 0 to the connection error', () => {
    const error = mapFailedResponse(0, undefined);
    expect(error.kind).toBe('connection');
    expect(error.title.key).toBe('errors.connectionTitle');
    expect(error.detail.key).toBe('errors.connectionMessage');
  });

  it('should map 500 to the server message, else Internal Server Error', () => {
    expect(mapFailedResponse(500, { message: 'DB down' }).detail).toEqual({ text: 'DB down' });
    expect(mapFailedResponse(500, {}).detail).toEqual({ key: 'errors.internalServerError' });
  });

  it('should map 401 on a login path to Credential error, elsewhere to Not authorized', () => {
    expect(mapFailedResponse(401, {}, { path: '/login' }).detail.key).toBe('errors.credentials');
    expect(mapFailedResponse(401, {}, { path: 'api/v1/users/loggedUser' }).detail.key).toBe('errors.notAuthorized');
  });

  it('[000-8.1-09] should map 403 to Unauthorized and 404 to the server message or 404 Error', () => {
    expect(mapFailedResponse(403, {}).kind).toBe('forbidden');
    expect(mapFailedResponse(404, { message: 'No such ASN' }).detail).toEqual({ text: 'No such ASN' });
    expect(mapFailedResponse(404, undefined).detail).toEqual({ key: 'errors.notFound' });
  });

  it.each([
    ['000-8.1-12', 'WRONG_ITEM_SUPPLIER', 'Some read articles cannot be taken over by the supplier.'],
    ['000-8.1-13', 'QUANTITY_MISMATCH_ERROR', 'Quantities entered do not correspond to the quantities detected.'],
  ] as const)('[%s] should map errorCode %s to its own message: %s', (_id, errorCode, text) => {
    const { key } = mapFailedResponse(400, { errorCode, message: 'server text' }).detail;
    expect(key).toBe(`errors.${errorCode}`);
    expect(en.errors[errorCode]).toBe(text);
    expect(italian.errors[errorCode]).toBeTruthy();
  });

  it('[000-8.1-06] should start the unpack flow on errorCode UNPACK', () => {
    expect(mapFailedResponse(400, { errorCode: 'UNPACK' }).kind).toBe('unpack');
  });

  it('[000-8.1-11] [000-8.1-15] [000-8.1-16] [000-8.1-17] should apply the 400+ order: known code, info.log, info.message, code: message, Generic Error', () => {
    expect(mapFailedResponse(400, { errorCode: 'ZONE_MISMATCH_ERROR', info: { message: 'x' } }).detail.key).toBe(
      'errors.ZONE_MISMATCH_ERROR',
    );
    const logged = mapFailedResponse(400, { info: { message: 'Checks failed', log: ['a', 'b'] } });
    expect(logged.title).toEqual({ text: 'Checks failed' });
    expect(logged.detail).toEqual({ text: 'a - b' });
    expect(mapFailedResponse(409, { info: { message: 'Only this' } }).detail).toEqual({ text: 'Only this' });
    expect(mapFailedResponse(400, { messageCode: 'E42', message: 'Bad' }).detail).toEqual({ text: 'E42: Bad' });
    expect(mapFailedResponse(422, 'garbage').detail).toEqual({ key: 'errors.generic' });
  });
});

describe('checkSuccessfulBody() (000 §8.1)', () => {
  it('[000-8.1-20] should flag data.error.message as Error and a missing body as malformed', () => {
    expect(checkSuccessfulBody({ error: { message: 'boom' } }, true)?.detail.key).toBe('errors.errorShort');
    expect(checkSuccessfulBody(undefined, true)?.kind).toBe('malformed');
    expect(checkSuccessfulBody(undefined, false)).toBeUndefined();
    expect(checkSuccessfulBody({ id: 1 }, true)).toBeUndefined();
  });
});

describe('isServerUnreachable()', () => {
  it.each([
    ['no response (network error, timeout)', mapFailedResponse(0, undefined), true],
    ['502', mapFailedResponse(502, {}), true],
    ['503', mapFailedResponse(503, { message: 'maintenance' }), true],
    ['504', mapFailedResponse(504, {}), true],
    ['500', mapFailedResponse(500, {}), false],
    ['400 with an error code', mapFailedResponse(400, { errorCode: 'ZONE_MISMATCH_ERROR' }), false],
    ['401', mapFailedResponse(401, {}), false],
    ['404', mapFailedResponse(404, {}), false],
    ['read-only mode', readOnlyError(), false],
    ['an error that is not an ApiError', new Error('offline'), false],
  ])('should say %s is %s', (_, error, unreachable) => {
    expect(isServerUnreachable(error)).toBe(unreachable);
  });
});
