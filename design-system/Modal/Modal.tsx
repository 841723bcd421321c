import type { ReactNode } from 'react';
import { Body, CloseButton, Footer, Frame, Header, Overlay, Panel, Title } from './Modal.styles';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

export type ModalSize = 'small' | 'medium' | 'large';

export interface ModalProps extends DataAttributes {
  /** The dialog's heading and accessible name. */
  title: ReactNode;
  /** The content; it scrolls when taller than the viewport. */
  children?: ReactNode;
  /** Footer actions (usually Buttons, primary last). A function receives `close` to close from a button. */
  footer?: ReactNode | ((close: () => void) => ReactNode);
  /** Open state (controlled). Leave unset inside a react-aria `DialogTrigger`, which then drives it. */
  isOpen?: boolean;
  /** Called when the dialog opens or closes (close button, Escape, a press outside). */
  onOpenChange?: (isOpen: boolean) => void;
  /** Width: 'small' 400px, 'medium' 600px, 'large' 900px. Default 'medium'. */
  size?: ModalSize;
  /** Close on a press outside and on Escape. Default true; false for flows that must be finished or cancelled. */
  isDismissable?: boolean;
  /** Accessible name of the close button in the header (e.g. "Close"); without it there is no close button. */
  closeLabel?: string;
  /** 'alertdialog' for urgent interruptions. Default 'dialog'. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

export function CloseGlyph() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
      <path d="M4 4 L12 12 M12 4 L4 12" stroke="currentColor" strokeWidth="1.75" fill="none" />
    </svg>
  );
}

/**
 * A modal dialog (react-aria ModalOverlay + Modal + Dialog): focus moves inside, is trapped, and returns to the
 * trigger on close; the page behind is inert and does not scroll.
 */
export function Modal({
  title,
  children,
  footer,
  isOpen,
  onOpenChange,
  size = 'medium',
  isDismissable = true,
  closeLabel,
  role = 'dialog',
  className,
  ...rest
}: ModalProps) {
  return (
    <Overlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
    >
      <Panel {...dataAttributes(rest)} className={className} data-size={size}>
        <Frame role={role}>
          {({ close }) => (
            <>
              <Header>
                <Title slot="title" level={2}>
                  {title}
                </Title>
                {closeLabel ? (
                  <CloseButton aria-label={closeLabel} onPress={close}>
                    <CloseGlyph />
                  </CloseButton>
                ) : null}
              </Header>
              {children ? <Body data-part="body">{children}</Body> : null}
              {footer ? <Footer>{typeof footer === 'function' ? footer(close) : footer}</Footer> : null}
            </>
          )}
        </Frame>
      </Panel>
    </Overlay>
  );
}
