// rjsf renders a few strings as markdown: a description or help with `ui:enableMarkdownInDescription` /
// `enableMarkdownInHelp`, a chosen file's info ("**name** (type, size)"), the text of an unsupported field or of a
// broken object schema. Those strings use inline marks only, so rjsf's import of markdown-to-jsx resolves to this
// formatter (scripts/vite-library-imports.ts) instead of a ~30 KiB gzip parser every form page could load.
// It knows **strong**, *emphasis* / _emphasis_, `code` and [links](https://…); anything else, raw HTML
// included, shows as the text it is.
import type { ReactNode } from 'react';

/** One inline mark: how it opens, how its content is matched, what it renders. */
const MARKS =
  /(\*\*([^*]+)\*\*|`([^`]+)`|\*([^*\s][^*]*)\*|(?<![\p{L}\p{N}])_([^_\s][^_]*)_(?![\p{L}\p{N}])|\[([^\]]+)\]\(([^)\s]+)\))/u;

/** A link target the console may open: http(s), mailto or a path of its own; anything else stays text. */
const SAFE_HREF = /^(https?:\/\/|mailto:|\/(?!\/))/i;

/** The inline marks of `text` as React nodes (nested marks inside strong, emphasis and link texts too). */
export function inlineMarks(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let rest = text;
  while (rest) {
    const found = MARKS.exec(rest);
    if (!found) {
      nodes.push(rest);
      break;
    }
    if (found.index > 0) nodes.push(rest.slice(0, found.index));
    const [whole, , strong, code, star, underscore, linkText, href] = found;
    const key = nodes.length;
    if (strong !== undefined) nodes.push(<strong key={key}>{inlineMarks(strong)}</strong>);
    else if (code !== undefined) nodes.push(<code key={key}>{code}</code>);
    else if (star !== undefined || underscore !== undefined)
      nodes.push(<em key={key}>{inlineMarks(star ?? underscore ?? '')}</em>);
    else if (linkText !== undefined && href !== undefined && SAFE_HREF.test(href))
      nodes.push(
        <a key={key} href={href}>
          {inlineMarks(linkText)}
        </a>,
      );
    else nodes.push(whole);
    rest = rest.slice(found.index + whole.length);
  }
  return nodes;
}

/** markdown-to-jsx's `Markdown` as rjsf uses it: its text (children) formatted inline, in a span. */
export function Markdown({
  children,
  options: _options,
  ...rest
}: {
  children?: string;
  options?: unknown;
  'data-testid'?: string;
}) {
  return <span {...rest}>{inlineMarks(children ?? '')}</span>;
}
