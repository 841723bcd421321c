// Opening the create / edit / duplicate form of a resource from any engine screen. A resource with a page
// for it (routes.create, routes.edit) navigates there; one without gets the same form in a drawer over the
// current page (rendered by `element`, loaded lazily so rjsf stays out of list and detail chunks), or, to
// create, its own dialog when it has one (screens.createDialog). Screens never decide this themselves.
import { Suspense, lazy, useCallback, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { lazyChunk } from '../../api/chunks';
import { duplicateHref, editHref, fillPath } from '../routes';
import { useWriteAccess } from '../permissions';
import type { AnyResource } from '../types';
import type { EditorTarget } from './EditorDrawer';

const LazyEditorDrawer = lazy(lazyChunk(() => import('./EditorDrawer')));

export interface ResourceEditor {
  /** The user may write and the resource can be created (by page or drawer). */
  canCreate: boolean;
  canEdit: boolean;
  canDuplicate: boolean;
  /** Why creating / editing is not allowed (translated), when the user lacks the write permission. */
  disabledReason?: string;
  openCreate(): void;
  openEdit(id: string): void;
  /** `record` (when known, e.g. a list row) picks the create route of its kind (`routes.create.hrefFor`). */
  openDuplicate(id: string, record?: Record<string, unknown>): void;
  /** Render once on the screen: the drawer, when the resource has no page for the form. */
  element: ReactNode;
}

export function useResourceEditor(resource: AnyResource): ResourceEditor {
  const navigate = useNavigate();
  const params = useParams();
  const access = useWriteAccess(resource);
  const [target, setTarget] = useState<EditorTarget | null>(null);
  const { create, edit } = resource.routes;
  const ops = resource.operations;
  const close = useCallback(() => setTarget(null), []);
  const CreateDialog = resource.screens?.createDialog;
  return {
    canCreate: access.allowed && !!ops.create,
    // A drawer edit loads the record first, so it needs `get`; an edit page loads it itself.
    canEdit: access.allowed && !!ops.update && (!!edit || !!ops.get),
    canDuplicate: access.allowed && !!ops.create && !!ops.get,
    disabledReason: access.reason,
    openCreate: () => {
      if (create) navigate(fillPath(create.defaultHref, params));
      else setTarget({ mode: 'create' });
    },
    openEdit: (id) => {
      const href = editHref(resource, id, params);
      if (href) navigate(href);
      else setTarget({ mode: 'edit', id });
    },
    openDuplicate: (id, record) => {
      const href = duplicateHref(resource, id, params, record);
      if (href) navigate(href);
      else setTarget({ mode: 'create', duplicateOf: id });
    },
    element: target ? (
      <Suspense fallback={null}>
        {CreateDialog && target.mode === 'create' && !target.duplicateOf ? (
          <CreateDialog resource={resource} onClose={close} />
        ) : (
          <LazyEditorDrawer resource={resource} target={target} onClose={close} />
        )}
      </Suspense>
    ) : null,
  };
}
