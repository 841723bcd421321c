// A header action the user may lack the permission for: enabled, or shown disabled with the reason in a
// tooltip. A disabled button takes no focus, so the tooltip hangs on a focusable wrapper naming the action.
import { useTranslation } from 'react-i18next';
import { Focusable } from 'react-aria-components';
import { Button, type ButtonVariant } from '@ds/Button';
import { Tooltip } from '@ds/Tooltip';
import { DisabledTrigger } from './detail.styles';

export interface GuardedActionProps {
  label: string;
  onPress: () => void;
  /** Why the action is not available; set → the action is disabled. */
  disabledReason?: string;
  variant?: ButtonVariant;
}

export function GuardedAction({ label, onPress, disabledReason, variant = 'normal' }: GuardedActionProps) {
  const { t } = useTranslation();
  if (disabledReason === undefined) {
    return (
      <Button variant={variant} onPress={onPress}>
        {label}
      </Button>
    );
  }
  return (
    <Tooltip content={disabledReason}>
      <Focusable>
        <DisabledTrigger
          tabIndex={0}
          role="group"
          aria-label={t('detail:actions.unavailable', { action: label })}
        >
          <Button variant={variant} isDisabled>
            {label}
          </Button>
        </DisabledTrigger>
      </Focusable>
    </Tooltip>
  );
}
