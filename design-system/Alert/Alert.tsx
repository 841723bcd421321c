import type { ReactNode } from 'react';
import { Action, Body, Content, DismissButton, IconSlot, Root, Title, VisuallyHidden } from './Alert.styles';
import { CloseGlyph, ToneIcon } from './ToneIcon';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

interface AlertBaseProps extends DataAttributes {
  /** Colour and icon. Default 'info'. */
  tone?: AlertTone;
  /** Short heading (optional). */
  title?: ReactNode;
  /** The message, in full sentences. */
  children?: ReactNode;
  /** Optional action at the end, usually one Button or Link ("Verify domain"). */
  action?: ReactNode;
  /** Words read before the message for the tone (e.g. "Warning"), visually hidden; the icon is decorative. */
  toneLabel?: string;
  /**
   * Announce the alert when it appears: 'polite' (role status) or 'assertive' (role alert). Default none — an
   * alert that is part of the page on load is not announced.
   */
  live?: 'polite' | 'assertive';
  /** Heading level of the title. Default 2. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

interface NonDismissableAlert extends AlertBaseProps {
  onDismiss?: undefined;
  dismissLabel?: undefined;
}

interface DismissableAlert extends AlertBaseProps {
  /** Shows a close button; called when it is pressed. The caller hides the alert. */
  onDismiss: () => void;
  /** Accessible name of the close button (e.g. "Dismiss"). */
  dismissLabel: string;
}

export type AlertProps = NonDismissableAlert | DismissableAlert;

/** An inline message about a section or the page, with a tone, an optional action and an optional close button. */
export function Alert({
  tone = 'info',
  title,
  children,
  action,
  toneLabel,
  live,
  headingLevel = 2,
  onDismiss,
  dismissLabel,
  className,
  ...rest
}: AlertProps) {
  const role = live === 'assertive' ? 'alert' : live === 'polite' ? 'status' : undefined;
  const hasTitle = title !== undefined && title !== null;
  // The tone word is read before the message ("Warning: …").
  const toneText = toneLabel ? `${toneLabel}: ` : null;
  return (
    <Root
      {...dataAttributes(rest)}
      className={className}
      role={role}
      data-tone={tone}
      data-has-title={hasTitle || undefined}
    >
      <IconSlot>
        <ToneIcon tone={tone} />
      </IconSlot>
      <Content>
        {hasTitle ? (
          <Title as={`h${headingLevel}`}>
            {toneText ? <VisuallyHidden>{toneText}</VisuallyHidden> : null}
            {title}
          </Title>
        ) : null}
        {children !== undefined && children !== null ? (
          <Body>
            {!hasTitle && toneText ? <VisuallyHidden>{toneText}</VisuallyHidden> : null}
            {children}
          </Body>
        ) : null}
      </Content>
      {action ? <Action data-part="action">{action}</Action> : null}
      {onDismiss ? (
        <DismissButton aria-label={dismissLabel} onPress={onDismiss}>
          <CloseGlyph />
        </DismissButton>
      ) : null}
    </Root>
  );
}
