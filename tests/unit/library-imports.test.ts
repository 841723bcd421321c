// scripts/vite-library-imports.ts: rjsf's field list and @internationalized/date's calendar factory resolve to
// the console's lighter modules, and only where those libraries import them.
import { describe, expect, it } from 'vitest';
import { libraryImports } from '../../scripts/vite-library-imports';

const resolve = libraryImports('/repo').resolveId as (source: string, importer?: string) => string | null;

describe('the library imports the build replaces', () => {
  it("MUST give rjsf's default registry the console's field list, no other importer", () => {
    expect(
      resolve('./components/fields/index.js', '/repo/node_modules/@rjsf/core/lib/getDefaultRegistry.js'),
    ).toBe('/repo/src/engine/rjsf/formFields.ts');
    expect(resolve('./components/fields/index.js', '/repo/node_modules/@rjsf/core/lib/index.js')).toBeNull();
    expect(resolve('./components/fields/index.js', '/repo/src/engine/rjsf/x.ts')).toBeNull();
  });

  it("MUST give @internationalized/date's index the Gregorian-only calendar factory, no other importer", () => {
    expect(
      resolve('./private/createCalendar.mjs', '/repo/node_modules/@internationalized/date/dist/index.mjs'),
    ).toBe('/repo/design-system/DatePicker/gregorianCalendar.ts');
    expect(resolve('./private/createCalendar.mjs', '/repo/node_modules/other/dist/index.mjs')).toBeNull();
    expect(resolve('@internationalized/date', '/repo/node_modules/react-aria/dist/x.mjs')).toBeNull();
  });
});
