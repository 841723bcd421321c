// The fault suites' crash watch: an error logged or thrown uncaught is a crash, a warning is not.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoCrash, recordCrash, unwatchCrashes, watchCrashes } from './crashes';

/** What `expectNoCrash` fails with (its diff lists every crash), or '' when it passes. */
function reported(): string {
  try {
    expectNoCrash('here');
    return '';
  } catch (failure) {
    return String((failure as { actual?: unknown }).actual);
  }
}

describe('the crash watch', () => {
  beforeEach(() => {
    // Whatever the watch passes on is not printed.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    watchCrashes();
  });

  afterEach(() => {
    unwatchCrashes();
    vi.restoreAllMocks();
  });

  it('fails on an error logged with console.error (React and React Router log render errors so)', () => {
    console.error('React Router caught the following error during render', new TypeError('boom'));
    expect(reported()).toMatch(/^console\.error: TypeError: boom/);
  });

  it('fails on React’s words for a caught render error even without the error object', () => {
    console.error('The above error occurred in the <Page> component.');
    expect(reported()).toBe('console.error: The above error occurred in the <Page> component.');
  });

  it('fails on an uncaught error (window error event) and on a recorded route error', () => {
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('uncaught'), message: 'uncaught' }));
    recordCrash('route error boundary', new Error('render'));
    expect(reported()).toMatch(/^window error: Error: uncaught .*\nroute error boundary: Error: render/);
  });

  it('lets warnings and console.error without an error pass (act() and key warnings are no crash)', () => {
    console.warn('No `HydrateFallback` element provided to render during initial hydration');
    console.error('An update to %s inside a test was not wrapped in act(...).', 'Page');
    expect(reported()).toBe('');
  });

  it('reports each crash once', () => {
    recordCrash('route error boundary', new Error('render'));
    expect(reported()).not.toBe('');
    expect(reported()).toBe('');
  });
});
