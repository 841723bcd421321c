import { useEffect, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import { Dialog } from 'react-aria-components';
import { Body, Footer, Overlay, Panel, Title } from './ConfirmDialog.styles';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

export type ConfirmDialogTone = 'danger' | 'normal';

export interface ConfirmDialogProps extends DataAttributes {
  /** Whether the dialog is shown (controlled). */
  isOpen: boolean;
  /** The dialog's heading and accessible name. */
  title: ReactNode;
  /** The question or consequences, in full sentences. */
  children?: ReactNode;
  /** Label of the confirm button (a verb: "Delete site"). */
  confirmLabel: string;
  /** Label of the cancel button. */
  cancelLabel: string;
  /** 'danger' for destructive actions: red confirm button and initial focus on cancel. Default 'normal'. */
  tone?: ConfirmDialogTone;
  /** The confirmed action is running: the confirm button is busy and the dialog cannot be dismissed. */
  isPending?: boolean;
  /** Accessible name of the confirm button's spinner while pending (e.g. "Deleting"). */
  pendingLabel?: string;
  /**
   * For destructive actions that cannot be undone: the user must type `value` (usually the resource's name)
   * before the confirm button is enabled. `label` names the field and should say what to type.
   */
  typeToConfirm?: { value: string; label: string; description?: string };
  /** Called when the confirm button is pressed. */
  onConfirm: () => void;
  /** Called on cancel: the cancel button, Escape or a press outside (unless pending). */
  onCancel: () => void;
  className?: string;
}

/**
 * A modal confirmation (react-aria Modal + Dialog with role alertdialog): focus is trapped inside and
 * returns to the trigger on close; Escape cancels.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { isOpen, tone = 'normal', isPending = false, onCancel, className } = props;
  return (
    <Overlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && !isPending) onCancel();
      }}
      isDismissable={!isPending}
      isKeyboardDismissDisabled={isPending}
    >
      <Panel
        {...dataAttributes(props)}
        className={className}
        data-variant={tone}
        data-state={isPending ? 'pending' : undefined}
      >
        {/* Mounted only while open, so a reopened dialog starts with an empty confirmation field. */}
        <DialogContent {...props} />
      </Panel>
    </Overlay>
  );
}

function DialogContent({
  title,
  children,
  confirmLabel,
  cancelLabel,
  tone = 'normal',
  isPending = false,
  pendingLabel,
  typeToConfirm,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const typedRef = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const confirmBlocked = typeToConfirm !== undefined && typed.trim() !== typeToConfirm.value;
  const initialFocus = typeToConfirm ? typedRef : tone === 'danger' ? cancelRef : confirmRef;
  return (
    <Dialog role="alertdialog" aria-busy={isPending || undefined}>
      <Title slot="title" level={2}>
        {title}
      </Title>
      {children ? <Body>{children}</Body> : null}
      {typeToConfirm ? (
        <Body>
          <TextField
            label={typeToConfirm.label}
            description={typeToConfirm.description}
            value={typed}
            onChange={setTyped}
            inputRef={typedRef}
            autoComplete="off"
            isDisabled={isPending}
          />
        </Body>
      ) : null}
      <Footer>
        <Button ref={cancelRef} variant="normal" onPress={onCancel} isDisabled={isPending}>
          {cancelLabel}
        </Button>
        <Button
          variant={tone === 'danger' ? 'danger' : 'primary'}
          onPress={onConfirm}
          isDisabled={confirmBlocked}
          isPending={isPending}
          ref={confirmRef}
          pendingLabel={pendingLabel}
        >
          {confirmLabel}
        </Button>
        <FocusOnMount target={initialFocus} />
      </Footer>
    </Dialog>
  );
}

/**
 * Moves focus to the initial button when the dialog opens. It renders inside the dialog, so its effect runs
 * before react-aria's dialog effect, which then leaves focus where it is (focus is already inside).
 */
function FocusOnMount({ target }: { target: RefObject<HTMLElement | null> }) {
  useEffect(() => {
    target.current?.focus();
  }, [target]);
  return null;
}
