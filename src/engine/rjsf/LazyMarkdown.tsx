// rjsf renders a few strings through markdown-to-jsx: a description with `ui:enableMarkdownInDescription`, a
// chosen file's info, the text of an unsupported field or of a broken object schema. All rare on the console's
// forms, and the parser is ~30 KiB gzip that every form route would load. rjsf's import of it resolves to this
// module (scripts/vite-lazy-markdown.ts): the parser loads the first time one of those strings shows, and the
// plain text stands in until then.
import { Suspense, lazy, type ComponentProps } from 'react';
import type { Markdown as MarkdownToJsx } from 'markdown-to-jsx/react';
import { lazyChunk } from '../../api/chunks';

const loadParser = lazyChunk(() => import('markdown-to-jsx/react'));
const Parsed = lazy(async () => ({ default: (await loadParser()).Markdown }));

export function Markdown(props: ComponentProps<typeof MarkdownToJsx>) {
  return (
    <Suspense fallback={props.children}>
      <Parsed {...props} />
    </Suspense>
  );
}
