// One adapter per envelope: lists become {items, total, page, pageSize}; failures become one ApiError.
import { describe, expect, it } from 'vitest';
import {
  cancelledPage,
  cdnEnvelope,
  dnsEnvelope,
  envelopeOf,
  itemsEnvelope,
  unwrapPlain,
  type FetchResult,
} from '../../../src/api/adapters';
import { cancelledResponse, isCancelled } from '../../../src/api/cancelled';
import { ApiError } from '../../../src/api/errors';
import { backendNames } from '../../../src/api/config';

function result<D>(data: D, status = 200): FetchResult<D> {
  return { data, response: new Response(null, { status: status === 200 ? 204 : status }) };
}

function failed(error: unknown, status: number, headers: Record<string, string> = {}): FetchResult<never> {
  return { error, response: new Response(null, { status, headers }) };
}

const cancelled = { response: cancelledResponse() };

function thrown(fn: () => unknown): ApiError {
  try {
    fn();
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('did not throw');
}

describe('CDN envelope {data, page_info}', () => {
  it('unwraps a list (page as a string) into {items, total, page, pageSize}', () => {
    const page = cdnEnvelope.list(
      result({
        data: [{ id: 'x' }],
        page_info: { page: '3', per_page: 20, total_count: 41, total_pages: 3 },
      }),
    );
    expect(page).toEqual({
      items: [{ id: 'x' }],
      total: 41,
      page: 3,
      pageSize: 20,
      perPage: 20,
      totalPages: 3,
    });
  });

  it('reads page 1 when the page is missing or not a number', () => {
    const page = cdnEnvelope.list(
      result({ data: [], page_info: { page: '', per_page: 10, total_count: 0, total_pages: 0 } }),
    );
    expect(page.page).toBe(1);
    expect(page.totalPages).toBe(0);
  });

  it('unwraps one resource and accepts an action', () => {
    expect(cdnEnvelope.one(result({ data: { id: 'a' } }))).toEqual({ id: 'a' });
    expect(() => cdnEnvelope.action(result({}))).not.toThrow();
    expect(() => cdnEnvelope.action(failed({ message: 'nope' }, 500))).toThrow(ApiError);
  });
});

describe('DNS envelope {success, result, page_info}', () => {
  it('unwraps a list and one resource', () => {
    const page = dnsEnvelope.list(
      result({
        success: true,
        result: [{ id: 'z' }],
        page_info: { page: 2, per_page: 50, total_count: 120, total_pages: 3 },
      }),
    );
    expect(page).toEqual({
      items: [{ id: 'z' }],
      total: 120,
      page: 2,
      pageSize: 50,
      perPage: 50,
      totalPages: 3,
    });
    expect(dnsEnvelope.one(result({ success: true, result: { id: 'z' } }))).toEqual({ id: 'z' });
  });

  it('treats success: false as a failure with the DNS error text', () => {
    const error = thrown(() =>
      dnsEnvelope.one(result({ success: false, error: 'Zone exists', request_id: 'd-1', result: null })),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Zone exists');
    expect(error.requestId).toBe('d-1');
    expect(() => dnsEnvelope.action(result({ success: false, message: 'x' }))).toThrow('x');
    expect(() => dnsEnvelope.action(result({ success: true }))).not.toThrow();
    expect(() =>
      dnsEnvelope.list(
        result({
          success: false,
          error: 'bad',
          result: [],
          page_info: { page: 1, per_page: 1, total_count: 0 },
        }),
      ),
    ).toThrow('bad');
  });
});

describe('WAF / VA envelope {items, page, size, total}', () => {
  it('unwraps a list and a bare object', () => {
    const page = itemsEnvelope.list(result({ items: [{ id: 1 }, { id: 2 }], page: 2, size: 2, total: 5 }));
    expect(page).toEqual({
      items: [{ id: 1 }, { id: 2 }],
      total: 5,
      page: 2,
      pageSize: 2,
      perPage: 2,
      totalPages: 3,
    });
    expect(itemsEnvelope.one(result({ id: 7 }))).toEqual({ id: 7 });
    expect(itemsEnvelope.list(result({ items: [], page: 1, size: 0, total: 0 })).totalPages).toBe(0);
    expect(() => itemsEnvelope.action(failed('boom', 502))).toThrow(ApiError);
  });
});

describe('failures and cancellations', () => {
  it('a failed call throws an ApiError carrying status, request id and field errors', () => {
    const error = thrown(() =>
      cdnEnvelope.one(
        failed(
          {
            message: 'Validation failed',
            status_code: 400,
            request_id: 'req-9',
            errors: [{ path: '/body/name', message: 'already taken' }],
          },
          400,
        ),
      ),
    );
    expect(error).toMatchObject({
      kind: 'http',
      status: 400,
      requestId: 'req-9',
      message: 'Validation failed',
      fieldErrors: [{ path: '/body/name', message: 'already taken' }],
    });
  });

  it('a 200 whose body openapi-fetch could not read is still data, a non-ok one an error', () => {
    expect(() => unwrapPlain({ data: undefined, response: new Response(null, { status: 500 }) })).toThrow(
      ApiError,
    );
    expect(unwrapPlain(result({ a: 1 }))).toEqual({ a: 1 });
  });

  it('a cancelled call resolves with a typed empty result on every envelope', () => {
    for (const envelope of [cdnEnvelope, dnsEnvelope, itemsEnvelope]) {
      const page = envelope.list(cancelled as FetchResult<never>);
      expect(page).toEqual(cancelledPage());
      expect(page.items).toEqual([]);
      expect(isCancelled(page)).toBe(true);
      expect(isCancelled(envelope.one(cancelled as FetchResult<never>))).toBe(true);
      expect(() => envelope.action(cancelled)).not.toThrow();
    }
    expect(isCancelled(unwrapPlain(cancelled))).toBe(true);
  });

  it('a server answer that merely says "cancelled" is not taken for a cancellation', () => {
    const spoof = { data: { cancelled: true }, response: new Response(null, { status: 204 }) };
    expect(unwrapPlain(spoof)).toEqual({ cancelled: true });
    expect(() =>
      cdnEnvelope.list({
        error: undefined,
        response: new Response(null, { status: 204, statusText: 'Cancelled' }),
      }),
    ).toThrow();
  });

  it('names an envelope for every backend', () => {
    expect(Object.keys(envelopeOf).sort()).toEqual([...backendNames].sort());
    expect(envelopeOf.dns).toBe(dnsEnvelope);
    expect(envelopeOf.waf).toBe(itemsEnvelope);
    expect(envelopeOf.va).toBe(itemsEnvelope);
    for (const name of ['main', 'log-export', 'notification', 'ddos', 'certificate'] as const) {
      expect(envelopeOf[name]).toBe(cdnEnvelope);
    }
  });
});
