// rjsf's markdown strings are formatted by src/engine/rjsf/InlineMarks.tsx (scripts/vite-library-imports.ts
// redirects rjsf's import of markdown-to-jsx to it): inline marks only, raw HTML and unsafe links as text.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from '../../../src/engine/rjsf/InlineMarks';
import { libraryImports } from '../../../scripts/vite-library-imports';

const html = (text: string) =>
  render(<Markdown options={{ disableParsingRawHTML: true }}>{text}</Markdown>).container.innerHTML;

describe('inline marks for rjsf', () => {
  it('MUST format strong, emphasis, code and links, in a span', () => {
    expect(html('**cert.pem** (application/x-pem-file, 1200 bytes)')).toBe(
      '<span><strong>cert.pem</strong> (application/x-pem-file, 1200 bytes)</span>',
    );
    expect(html('Invalid "root" object field configuration: _bad ref_.')).toBe(
      '<span>Invalid "root" object field configuration: <em>bad ref</em>.</span>',
    );
    expect(html('Unsupported field schema for field `root_a`: *no type*.')).toBe(
      '<span>Unsupported field schema for field <code>root_a</code>: <em>no type</em>.</span>',
    );
    expect(html('See [the **guide**](https://example.com/x) or [help](/help).')).toBe(
      '<span>See <a href="https://example.com/x">the <strong>guide</strong></a> or <a href="/help">help</a>.</span>',
    );
  });

  it('MUST show raw HTML, unsafe links and underscores inside words as text', () => {
    expect(html('Use **bold** and <b>raw</b>')).toBe(
      '<span>Use <strong>bold</strong> and &lt;b&gt;raw&lt;/b&gt;</span>',
    );
    expect(html('[x](javascript:alert(1))')).toBe('<span>[x](javascript:alert(1))</span>');
    expect(html('max_body_size and snake_case_name')).toBe('<span>max_body_size and snake_case_name</span>');
    expect(html('2 * 3 * 4')).toBe('<span>2 * 3 * 4</span>');
  });

  it('MUST pass rjsf’s test id through', () => {
    const { container } = render(<Markdown data-testid="markdown">{'a'}</Markdown>);
    expect(container.querySelector('[data-testid="markdown"]')?.textContent).toBe('a');
  });

  it("MUST redirect only rjsf's import of markdown-to-jsx (and of fast-uri, to the URL-based module)", () => {
    const plugin = libraryImports('/repo');
    const resolve = plugin.resolveId as (source: string, importer?: string) => string | null;
    expect(
      resolve('markdown-to-jsx/react', '/repo/node_modules/@rjsf/core/lib/components/RichDescription.js'),
    ).toBe('/repo/src/engine/rjsf/InlineMarks.tsx');
    expect(resolve('markdown-to-jsx/react', '/repo/src/engine/x.tsx')).toBeNull();
    expect(resolve('markdown-to-jsx', '/repo/node_modules/@rjsf/core/lib/index.js')).toBeNull();
    expect(resolve('fast-uri', '/repo/node_modules/@rjsf/utils/lib/findSchemaDefinition.js')).toBe(
      '/repo/src/engine/rjsf/schemaUri.ts',
    );
    expect(resolve('fast-uri', '/repo/node_modules/ajv/dist/runtime/uri.js')).toBeNull();
  });
});
