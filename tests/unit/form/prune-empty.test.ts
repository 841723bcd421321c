// Empty objects rjsf leaves in form values are not sent or validated (src/engine/form/pruneEmpty.ts).
import { describe, expect, it } from 'vitest';
import { pruneEmptyObjects } from '../../../src/engine/form/pruneEmpty';

describe('pruneEmptyObjects', () => {
  it('drops undefined members and objects left empty, at any depth', () => {
    expect(
      pruneEmptyObjects({
        url_pattern: 'example.com/*',
        actions: { forwarding_url: { url: undefined, status_code: undefined }, cache_level: 'bypass' },
        response: {},
      }),
    ).toEqual({ url_pattern: 'example.com/*', actions: { cache_level: 'bypass' } });
  });

  it('keeps arrays, nulls, zeros, false and empty strings as they are', () => {
    const values = { list: [], nothing: null, zero: 0, off: false, text: '', nested: { keep: [{}] } };
    expect(pruneEmptyObjects(values)).toEqual(values);
  });

  it('leaves a root object with nothing in it empty, not undefined', () => {
    expect(pruneEmptyObjects({ a: { b: undefined } })).toEqual({});
  });
});
