// The network, server and token error states of SPEC §8, in one store the shell shows.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import {
  clearTokenError,
  getApiHealth,
  reportAnswer,
  reportTokenError,
  subscribeApiHealth,
} from '../../../src/api/health';
import { emptyCdnPage, fakeServer, json, resetApiState } from './fakeServer';

describe('error states', () => {
  beforeEach(() => resetApiState());
  afterEach(() => vi.useRealTimers());

  it('network: a fetch that never reached a server (TypeError) sets it; the next answer clears it', async () => {
    let offline = true;
    const server = fakeServer(() => {
      if (offline) throw new TypeError('Failed to fetch');
      return json(emptyCdnPage);
    });
    const error = await server.clients.main.GET('/cdn/sites').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'network',
      code: 'network',
      messageKey: 'errors:network',
      message: 'Failed to fetch',
    });
    expect(getApiHealth()).toEqual({ network: true, server: false, token: false });
    offline = false;
    await server.clients.main.GET('/cdn/sites');
    expect(getApiHealth().network).toBe(false);
  });

  it('network: follows the browser going offline and online', () => {
    const listener = vi.fn();
    const stop = subscribeApiHealth(listener);
    window.dispatchEvent(new Event('offline'));
    expect(getApiHealth().network).toBe(true);
    window.dispatchEvent(new Event('online'));
    expect(getApiHealth().network).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    window.dispatchEvent(new Event('offline'));
    expect(getApiHealth().network).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('server: a 5xx sets it, an answer below 500 clears it', async () => {
    let status = 503;
    const server = fakeServer(() => json({ message: 'down', status_code: status, request_id: 'x' }, status));
    await server.clients.main.GET('/cdn/sites');
    expect(getApiHealth()).toEqual({ network: false, server: true, token: false });
    status = 500;
    await server.clients.main.GET('/cdn/sites');
    expect(getApiHealth().server).toBe(true);
    status = 404;
    await server.clients.main.GET('/cdn/sites');
    expect(getApiHealth().server).toBe(false);
    reportAnswer(499);
    expect(getApiHealth().server).toBe(false);
  });

  it('token: set by a failing refresh, cleared by a good one', () => {
    reportTokenError();
    expect(getApiHealth()).toEqual({ network: false, server: false, token: true });
    clearTokenError();
    expect(getApiHealth().token).toBe(false);
  });

  it('keeps the same snapshot (and tells nobody) when nothing changed', () => {
    const listener = vi.fn();
    const stop = subscribeApiHealth(listener);
    const before = getApiHealth();
    reportAnswer(200);
    clearTokenError();
    expect(getApiHealth()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
    reportTokenError();
    expect(getApiHealth()).not.toBe(before);
    expect(Object.isFrozen(getApiHealth())).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });
});
