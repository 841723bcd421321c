// Failures become one ApiError; server field errors take the shape the engine maps onto form fields.
import { describe, expect, it } from 'vitest';
import { ApiError, isApiError, networkError, timeoutError, toApiError } from '../../../src/api/errors';
import { toFieldErrors, toJsonPointer } from '../../../src/api/fieldErrors';

describe('toApiError', () => {
  it('reads the shared error envelope', () => {
    const error = toApiError(
      {
        message: 'Invalid',
        status_code: 422,
        request_id: 'r-1',
        code: 'invalid',
        errors: [{ path: 'body.name', message: 'Too long' }],
      },
      new Response(null, { status: 400, headers: { 'X-Request-Id': 'hdr' } }),
    );
    expect(error).toMatchObject({
      name: 'ApiError',
      kind: 'http',
      status: 422,
      requestId: 'r-1',
      code: 'invalid',
      message: 'Invalid',
      messageKey: undefined,
      fieldErrors: [{ path: '/body/name', message: 'Too long' }],
    });
  });

  it('falls back to `error`, the status text, the response status and the X-Request-Id header', () => {
    const response = new Response(null, {
      status: 409,
      statusText: 'Conflict',
      headers: { 'X-Request-Id': 'hdr' },
    });
    expect(toApiError({ error: 'Zone exists' }, response)).toMatchObject({
      message: 'Zone exists',
      status: 409,
      requestId: 'hdr',
      code: undefined,
    });
    expect(toApiError({ message: '' }, response)).toMatchObject({ message: 'Conflict', fieldErrors: [] });
    expect(toApiError({}, undefined)).toMatchObject({ message: '', status: 0, requestId: undefined });
    expect(toApiError('plain text', response)).toMatchObject({
      message: 'plain text',
      status: 409,
      requestId: 'hdr',
      kind: 'http',
    });
    expect(toApiError(undefined, response)).toMatchObject({ message: 'Conflict' });
    expect(toApiError(undefined)).toMatchObject({ message: '', status: 0 });
  });

  it('marks 403 as forbidden, from the body status or the response', () => {
    expect(toApiError({ message: 'x', status_code: 403 }, new Response(null, { status: 400 })).kind).toBe(
      'forbidden',
    );
    expect(toApiError('x', new Response(null, { status: 403 })).kind).toBe('forbidden');
    expect(toApiError({ message: 'x' }, new Response(null, { status: 404 })).kind).toBe('http');
  });

  it('passes an ApiError through and turns a thrown error into a network error', () => {
    const original = new ApiError({ message: 'a' });
    expect(toApiError(original)).toBe(original);
    expect(toApiError(new TypeError('Failed to fetch'))).toMatchObject({
      kind: 'network',
      message: 'Failed to fetch',
    });
    expect(networkError('text')).toMatchObject({
      kind: 'network',
      code: 'network',
      message: 'text',
      messageKey: 'errors:network',
    });
    expect(timeoutError()).toMatchObject({ kind: 'timeout', messageKey: 'errors:timeout' });
    expect(isApiError(original)).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(new ApiError({ message: 'm' })).toMatchObject({ status: 0, kind: 'http', fieldErrors: [] });
  });
});

describe('server field errors', () => {
  it.each([
    ['/body/name', '/body/name'],
    ['body.name', '/body/name'],
    ['items[0].host', '/items/0/host'],
    ['edge_settings.cache.ttl', '/edge_settings/cache/ttl'],
    ['name', '/name'],
    ['  name ', '/name'],
    ['', ''],
    ['/', ''],
  ])('%j → %j', (input, pointer) => {
    expect(toJsonPointer(input)).toBe(pointer);
  });

  it('skips malformed entries and reads `field` when there is no `path`', () => {
    expect(
      toFieldErrors([
        null,
        'x',
        { path: '/a' },
        { path: '/b', message: '' },
        { field: 'c', message: 'C' },
        { message: 'whole form' },
        { path: 'd', field: 'ignored', message: 'D' },
      ]),
    ).toEqual([
      { path: '/c', message: 'C' },
      { path: '', message: 'whole form' },
      { path: '/d', message: 'D' },
    ]);
    expect(toFieldErrors(undefined)).toEqual([]);
    expect(toFieldErrors({ path: '/a', message: 'x' })).toEqual([]);
  });
});
