// rjsf's markdown renderer loads on first use (src/engine/rjsf/LazyMarkdown.tsx): the plain text shows at
// once, the parsed markdown replaces it once the parser has loaded.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from '../../../src/engine/rjsf/LazyMarkdown';
import { lazyMarkdown } from '../../../scripts/vite-lazy-markdown';

describe('lazily loaded markdown for rjsf', () => {
  it('MUST show the plain text first, then the parsed markdown, without raw HTML', async () => {
    const { container } = render(
      <Markdown options={{ disableParsingRawHTML: true }}>{'Use **bold** and <b>raw</b>'}</Markdown>,
    );
    expect(container.textContent).toBe('Use **bold** and <b>raw</b>');
    expect((await screen.findByText('bold')).tagName).toBe('STRONG');
    expect(container.querySelector('b')).toBeNull();
  });

  it("MUST redirect only rjsf's import of the parser", () => {
    const plugin = lazyMarkdown('/repo');
    const resolve = plugin.resolveId as (source: string, importer?: string) => string | null;
    expect(
      resolve('markdown-to-jsx/react', '/repo/node_modules/@rjsf/core/lib/components/RichDescription.js'),
    ).toBe('/repo/src/engine/rjsf/LazyMarkdown.tsx');
    expect(resolve('markdown-to-jsx/react', '/repo/src/engine/rjsf/LazyMarkdown.tsx')).toBeNull();
    expect(resolve('markdown-to-jsx', '/repo/node_modules/@rjsf/core/lib/index.js')).toBeNull();
  });
});
