// The browser session's storage keys (ARCHITECTURE §5) and the store the UI subscribes to.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  getProfile,
  hasPermission,
  hasSession,
  saveProfile,
  saveTokens,
  sessionVersion,
  storageKeys,
  subscribeSession,
} from '../../../src/api/session';
import { profile, resetApiState } from './fakeServer';

describe('session storage', () => {
  beforeEach(() => resetApiState());

  it('uses the keys of ARCHITECTURE §5', () => {
    expect(storageKeys).toEqual({
      accessToken: 'accessToken',
      refreshToken: 'refreshToken',
      fullToken: 'fullToken',
      loginType: 'loginType',
      userData: 'userData',
      resourceGroupId: 'resourceGroupId',
      projectId: 'projectId',
    });
  });

  it('has a session once the token and the profile are stored; clearSession removes only its keys', () => {
    localStorage.setItem('skin', 'dark');
    saveTokens({
      access_token: 'a',
      refresh_token: 'r',
      token_type: 'Bearer',
      expires_in: 1,
      login_type: 'idp',
    });
    expect(hasSession()).toBe(false);
    sessionStorage.setItem('resourceGroupId', 'chosen');
    saveProfile(profile);
    expect(hasSession()).toBe(true);
    expect(sessionStorage.getItem('resourceGroupId')).toBe('chosen');
    expect(localStorage.getItem('loginType')).toBe('idp');
    clearSession();
    expect(hasSession()).toBe(false);
    for (const key of ['accessToken', 'refreshToken', 'fullToken', 'loginType', 'userData']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(localStorage.getItem('skin')).toBe('dark');
    expect(sessionStorage.length).toBe(0);
  });

  it('reads a broken profile as none', () => {
    localStorage.setItem('userData', '{not json');
    expect(getProfile()).toBeNull();
  });

  it('grants general and Auth to everyone, the rest from the profile', () => {
    expect(hasPermission(null, 'general', 'read')).toBe(true);
    expect(hasPermission(null, 'Auth', 'write')).toBe(true);
    expect(hasPermission(null, 'cdn', 'read')).toBe(false);
    expect(hasPermission(profile, 'cdn', 'write')).toBe(true);
    expect(hasPermission(profile, 'dns', 'read')).toBe(false);
  });

  it('tells subscribers about changes here and session keys changed in other tabs', () => {
    const listener = vi.fn();
    const stop = subscribeSession(listener);
    const before = sessionVersion();
    clearSession();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(sessionVersion()).toBe(before + 1);
    window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken' }));
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'skin' }));
    expect(listener).toHaveBeenCalledTimes(3);
    stop();
    clearSession();
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
