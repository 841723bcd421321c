// AppLayout's side menu as a modal drawer, for narrow screens; a chunk of its own (see AppLayout.tsx).
import type { MouseEvent, ReactNode } from 'react';
import { Dialog } from 'react-aria-components';
import { Drawer, DrawerCloseButton, DrawerHeader, DrawerOverlay } from './AppLayoutDrawer.styles';

export function AppLayoutDrawer({
  isOpen,
  onOpenChange,
  label,
  closeLabel,
  children,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Accessible name of the drawer dialog. */
  label: string;
  /** Accessible name of its close button. */
  closeLabel: string;
  /** The side menu. */
  children: ReactNode;
}) {
  // A link followed inside the drawer closes it (client-side navigation keeps the page).
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) onOpenChange(false);
  };
  return (
    <DrawerOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Drawer>
        <Dialog aria-label={label} onClickCapture={closeOnLink}>
          <DrawerHeader>
            <DrawerCloseButton aria-label={closeLabel} onPress={() => onOpenChange(false)}>
              <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
                <path d="M4 4 L12 12 M12 4 L4 12" stroke="currentColor" strokeWidth="1.75" fill="none" />
              </svg>
            </DrawerCloseButton>
          </DrawerHeader>
          {children}
        </Dialog>
      </Drawer>
    </DrawerOverlay>
  );
}
