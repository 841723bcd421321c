// Set-up of the mutation run's tests (vitest.stryker.config.ts): fresh storage and DOM per test, and a
// short test timeout, because a mutant that stops a request from settling would otherwise hold every run
// for the unit project's 20 s. The client-layer tests need no i18n instance.
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

vi.setConfig({ testTimeout: 4_000 });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
