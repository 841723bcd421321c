import type { ReactNode } from 'react';
import { Body, CloseButton, Footer, Frame, Header, Title } from '../Modal/Modal.styles';
import { CloseGlyph } from '../Modal/Modal';
import { Overlay, Panel } from './Drawer.styles';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

export type DrawerSize = 'small' | 'medium' | 'large';

export interface DrawerProps extends DataAttributes {
  /** The panel's heading and accessible name. */
  title: ReactNode;
  /** The content; it scrolls between the fixed header and footer. */
  children?: ReactNode;
  /** Footer actions (usually Buttons). A function receives `close`. */
  footer?: ReactNode | ((close: () => void) => ReactNode);
  /** Open state (controlled). Leave unset inside a react-aria `DialogTrigger`. */
  isOpen?: boolean;
  /** Called when the panel opens or closes (close button, Escape, a press on the backdrop). */
  onOpenChange?: (isOpen: boolean) => void;
  /** Width: 'small' 360px, 'medium' 520px, 'large' 760px (never wider than the viewport). Default 'medium'. */
  size?: DrawerSize;
  /** Close on a press on the backdrop and on Escape. Default true. */
  isDismissable?: boolean;
  /** Accessible name of the close button (e.g. "Close details"); without it there is no close button. */
  closeLabel?: string;
  className?: string;
}

/**
 * A side panel sliding in from the right for split views (details of a row, a long form): a react-aria modal
 * dialog, so focus is trapped and returns to the trigger on close.
 */
export function Drawer({
  title,
  children,
  footer,
  isOpen,
  onOpenChange,
  size = 'medium',
  isDismissable = true,
  closeLabel,
  className,
  ...rest
}: DrawerProps) {
  return (
    <Overlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
    >
      <Panel {...dataAttributes(rest)} className={className} data-size={size}>
        <Frame>
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
