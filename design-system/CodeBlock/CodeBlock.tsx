import type { CSSProperties } from 'react';
import { CopyValue } from '../CopyValue';
import type { CopyDetail } from '../CopyValue';
import { Header, Pre, Root } from './CodeBlock.styles';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

export interface CodeBlockStrings {
  /** Accessible name of the scrollable code region (e.g. "DNS record to add"). */
  region: string;
  /** Accessible name of the copy button (e.g. "Copy code"). */
  copyButton: string;
  /** Tooltip of the copy button before copying (e.g. "Click to copy"). */
  copy: string;
  /** Tooltip after copying (e.g. "Copied"). */
  copied: string;
  /** Tooltip when the clipboard is missing or denied (e.g. "Copy failed"). */
  failed: string;
}

export interface CodeBlockProps extends DataAttributes {
  /** The code, shown verbatim and copied as is. */
  code: string;
  strings: CodeBlockStrings;
  /** A language label shown in the header (e.g. "JSON", "nginx"); not translated. */
  language?: string;
  /** Wraps long lines instead of scrolling sideways. Default false. */
  wrap?: boolean;
  /** Maximum height (CSS length or px) before the block scrolls. Default: no limit. */
  maxHeight?: number | string;
  /** Hides the copy button. */
  hideCopy?: boolean;
  onCopy?: (detail: CopyDetail) => void;
  /** How long "Copied" stays, in ms (see CopyValue). */
  feedbackDuration?: number;
  id?: string;
  className?: string;
}

// The region scrolls (sideways or down), so it must be reachable by keyboard; an expression keeps that explicit.
const SCROLL_REGION_TAB_INDEX = 0;

export function CodeBlock({
  code,
  strings,
  language,
  wrap,
  maxHeight,
  hideCopy,
  onCopy,
  feedbackDuration,
  id,
  className,
  ...rest
}: CodeBlockProps) {
  const style =
    maxHeight === undefined
      ? undefined
      : ({
          '--code-block-max-height': typeof maxHeight === 'number' ? `${maxHeight}px` : maxHeight,
        } as CSSProperties);
  return (
    <Root {...dataAttributes(rest)} id={id} className={className} data-wrap={wrap || undefined}>
      {language !== undefined || !hideCopy ? (
        <Header>
          <span>{language}</span>
          {hideCopy ? null : (
            <CopyValue
              variant="icon"
              value={code}
              label={strings.copyButton}
              strings={{ copy: strings.copy, copied: strings.copied, failed: strings.failed }}
              onCopy={onCopy}
              feedbackDuration={feedbackDuration}
            />
          )}
        </Header>
      ) : null}
      <Pre
        role="region"
        aria-label={strings.region}
        tabIndex={SCROLL_REGION_TAB_INDEX}
        data-wrap={wrap || undefined}
        data-scroll={maxHeight !== undefined || undefined}
        style={style}
      >
        <code>{code}</code>
      </Pre>
    </Root>
  );
}
