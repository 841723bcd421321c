import type { ReactNode } from 'react';
import { Action, DismissButton, IconSlot, VisuallyHidden } from './Alert.styles';
import { Message, Root } from './Banner.styles';
import { CloseGlyph, ToneIcon } from './ToneIcon';
import type { AlertTone } from './Alert';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

interface BannerBaseProps extends DataAttributes {
  /** Accessible name of the banner's region landmark (e.g. "Notice"). */
  label: string;
  /** Colour and icon. Default 'info'. */
  tone?: AlertTone;
  /** The message: one or two short sentences. */
  children: ReactNode;
  /** Optional action after the message, usually a Link or a small Button. */
  action?: ReactNode;
  /** Words read before the message for the tone (e.g. "Information"), visually hidden. */
  toneLabel?: string;
  /** Stick to the top of the scrolling page. */
  isSticky?: boolean;
  className?: string;
}

interface NonDismissableBanner extends BannerBaseProps {
  onDismiss?: undefined;
  dismissLabel?: undefined;
}

interface DismissableBanner extends BannerBaseProps {
  /** Shows a close button; called when it is pressed. The caller hides the banner (and may remember it). */
  onDismiss: () => void;
  /** Accessible name of the close button (e.g. "Dismiss notice"). */
  dismissLabel: string;
}

export type BannerProps = NonDismissableBanner | DismissableBanner;

/**
 * A page-wide message across the top of the content (e.g. "Most updates take effect after about 15 minutes"),
 * a labelled region landmark so it can be found and skipped.
 */
export function Banner({
  label,
  tone = 'info',
  children,
  action,
  toneLabel,
  isSticky,
  onDismiss,
  dismissLabel,
  className,
  ...rest
}: BannerProps) {
  const toneText = toneLabel ? `${toneLabel}: ` : null;
  return (
    <Root
      {...dataAttributes(rest)}
      className={className}
      aria-label={label}
      data-tone={tone}
      data-sticky={isSticky || undefined}
    >
      <IconSlot>
        <ToneIcon tone={tone} />
      </IconSlot>
      <Message>
        {toneText ? <VisuallyHidden>{toneText}</VisuallyHidden> : null}
        {children}
      </Message>
      {action ? <Action data-part="action">{action}</Action> : null}
      {onDismiss ? (
        <DismissButton aria-label={dismissLabel} onPress={onDismiss}>
          <CloseGlyph />
        </DismissButton>
      ) : null}
    </Root>
  );
}
