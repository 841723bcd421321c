// The list's "Add" action: a link to the create page, or a button opening the create drawer — drawn alike,
// as the view's one primary button, last among the header's actions (the empty state's repeats it as a normal
// button). A user without write permission sees it disabled, with the reason in a tooltip; a resource that
// cannot be created has none.
import { useTranslation } from 'react-i18next';
import { Focusable } from 'react-aria-components';
import { Button, LinkButton } from '@ds/Button';
import { Tooltip } from '@ds/Tooltip';
import { useWriteAccess } from '../permissions';
import { fillPath } from '../routes';
import type { ResourceEditor } from '../editor/useResourceEditor';
import type { AnyResource, RouteParams } from '../types';
import { DisabledTrigger } from './list.styles';

export interface AddActionProps {
  resource: AnyResource;
  editor: ResourceEditor;
  params: RouteParams;
  /** The text (the page header's "Add site", or the empty state's "Add your first site"). */
  label: string;
  /** 'primary' in the page header (default); 'normal' where it repeats the header's (the empty state). */
  variant?: 'primary' | 'normal';
}

export function AddAction({ resource, editor, params, label, variant = 'primary' }: AddActionProps) {
  const { t } = useTranslation();
  const access = useWriteAccess(resource);
  if (!resource.operations.create) return null;
  const create = resource.routes.create;
  if (!access.allowed) {
    // A disabled button takes no focus, so the tooltip hangs on a focusable wrapper that names the reason.
    return (
      <Tooltip content={access.reason}>
        <Focusable>
          <DisabledTrigger
            tabIndex={0}
            role="group"
            aria-label={t('list:add.unavailable', { action: label })}
          >
            <Button variant={variant} isDisabled>
              {label}
            </Button>
          </DisabledTrigger>
        </Focusable>
      </Tooltip>
    );
  }
  if (create) {
    return (
      <LinkButton href={fillPath(create.defaultHref, params)} variant={variant}>
        {label}
      </LinkButton>
    );
  }
  return (
    <Button variant={variant} onPress={editor.openCreate}>
      {label}
    </Button>
  );
}
