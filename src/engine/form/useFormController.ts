// The one controller behind every create / edit / duplicate form (the page and the drawer): loads the
// validators and, for edit and duplicate, the record (keeping its ETag); asks for confirmation before a
// submit; saves with If-Match; turns a 412 into a conflict the user resolves (reload or overwrite); puts
// server field errors on their fields; tracks whether the form has unsaved changes.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@ds/Toast';
import { isApiError, type FieldError } from '../../api/errors';
import { errorMessage, requestIdNote } from '../errorMessage';
import { useInvalidateResource } from '../useResourceMutations';
import type { AnyResource, RouteParams, ValidatorFunctions } from '../types';
import { formValuesFrom } from './formValues';

type Data = Record<string, unknown>;

export type FormMode = 'create' | 'edit';

export interface FormControllerOptions {
  resource: AnyResource;
  mode: FormMode;
  /** edit: the record being edited. */
  id?: string;
  /** create: the record whose writable values prefill the form ("Duplicate"). */
  duplicateOf?: string;
  params: RouteParams;
  /** create: values implied by the route (they win over a duplicated record's). */
  routeValues?: Data;
  /** After a successful save (navigate, close the drawer). */
  onSaved: (record: Data) => void;
}

/** Where loading the form stands: validators and (edit/duplicate) the record. */
export type FormLoad =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; validateFns: ValidatorFunctions };

/** A 412: someone else changed the record; `values` are the user's, to overwrite with. */
export interface FormConflict {
  etag: string | undefined;
  current: unknown;
  values: Data;
}

export interface FormController {
  mode: FormMode;
  load: FormLoad;
  /** Changes when the form must start over (a reload after a conflict): use it as the form's `key`. */
  formKey: number;
  initialValues: Data;
  fieldErrors: readonly FieldError[];
  submitting: boolean;
  /** Values waiting for the create / modify confirmation. */
  pendingValues: Data | null;
  conflict: FormConflict | null;
  /** Whether the user changed the form since it loaded (read at navigation time, so a function). */
  isDirty: () => boolean;
  /** The form changed; `changed`: its values differ from what it started with. */
  onChange: (values: Data, changed: boolean) => void;
  /** The form validated and was submitted: ask for confirmation. */
  onSubmit: (values: Data) => void;
  confirm: () => void;
  cancelConfirm: () => void;
  /** After a failed load (timeout, no connection, server failure): load the validators and record again. */
  retryLoad: () => void;
  /** Conflict: discard my edits and load the current record and its ETag. */
  reload: () => void;
  /** Conflict: send my values again, with If-Match = the current ETag. */
  overwrite: () => void;
  /** Conflict: close the dialog and keep editing. */
  dismissConflict: () => void;
}

function isRecord(value: unknown): value is Data {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

export function useFormController({
  resource,
  mode,
  id,
  duplicateOf,
  params,
  routeValues,
  onSaved,
}: FormControllerOptions): FormController {
  const { t } = useTranslation();
  const toast = useToast();
  const invalidate = useInvalidateResource(resource.name);
  const ops = resource.operations;
  const [load, setLoad] = useState<FormLoad>({ status: 'loading' });
  const [initialValues, setInitialValues] = useState<Data>(() => ({ ...(routeValues ?? {}) }));
  const [formKey, setFormKey] = useState(0);
  const [fieldErrors, setFieldErrors] = useState<readonly FieldError[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const [pendingValues, setPendingValues] = useState<Data | null>(null);
  const [conflict, setConflict] = useState<FormConflict | null>(null);
  const [loadAttempt, setLoadAttempt] = useState(0);
  // Refs, not state: the navigation guard reads them at the moment of navigating (right after a save).
  const dirty = useRef(false);
  const etag = useRef<string | undefined>(undefined);
  // The latest params and callbacks without re-running the load effect when a parent re-renders.
  const latest = useRef({ params, routeValues, onSaved, toast, t });
  latest.current = { params, routeValues, onSaved, toast, t };

  // Validators (and the record for edit / duplicate), once per record.
  useEffect(() => {
    const controller = new AbortController();
    const ctx = { params: latest.current.params, signal: controller.signal };
    const recordId = mode === 'edit' ? id : duplicateOf;
    setLoad({ status: 'loading' });
    const validators = resource.schemas.loadValidators();
    const record = recordId && ops.get ? ops.get(recordId, ctx) : Promise.resolve(undefined);
    Promise.all([validators, record.catch((error: unknown) => ({ failed: error }))]).then(
      ([module, loaded]) => {
        if (controller.signal.aborted) return;
        if (loaded && 'failed' in loaded) {
          // A duplicate whose source is gone still opens an empty form; an edit cannot.
          if (mode === 'edit') {
            setLoad({ status: 'failed', error: loaded.failed });
            return;
          }
          const { toast: notify, t: translate } = latest.current;
          notify.show({
            tone: 'error',
            title: translate('editing:duplicate.loadFailed'),
            description: requestIdNote(loaded.failed, translate),
          });
        } else if (loaded) {
          etag.current = mode === 'edit' ? loaded.etag : undefined;
          const values = formValuesFrom(resource, loaded.record as Data);
          setInitialValues(mode === 'edit' ? values : { ...values, ...(latest.current.routeValues ?? {}) });
        }
        setLoad({ status: 'ready', validateFns: module.validateFns });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setLoad({ status: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [resource, ops, mode, id, duplicateOf, loadAttempt]);

  const retryLoad = useCallback(() => setLoadAttempt((n) => n + 1), []);

  const save = useCallback(
    async (values: Data, ifMatch: string | undefined) => {
      setSubmitting(true);
      setFieldErrors([]);
      try {
        let record: Data;
        const ctx = { params: latest.current.params, ifMatch };
        if (mode === 'edit') {
          if (!ops.update || !id) return;
          const updated = await ops.update(id, values, ctx);
          record = updated.record as Data;
          etag.current = updated.etag;
        } else {
          if (!ops.create) return;
          record = (await ops.create(values, { params: ctx.params })) as Data;
        }
        dirty.current = false;
        toast.show({
          tone: 'success',
          title: t(mode === 'edit' ? 'common:success.updated' : 'common:success.added'),
        });
        await invalidate();
        latest.current.onSaved(record);
      } catch (error) {
        if (isApiError(error) && error.status === 412) {
          setConflict({ etag: error.etag, current: error.current, values });
          return;
        }
        if (isApiError(error) && error.fieldErrors.length > 0) setFieldErrors(error.fieldErrors);
        toast.show({ tone: 'error', title: errorMessage(error, t), description: requestIdNote(error, t) });
      } finally {
        setSubmitting(false);
      }
    },
    [mode, ops, id, toast, t, invalidate],
  );

  const reload = useCallback(() => {
    const seen = conflict;
    setConflict(null);
    if (!seen) return;
    const fresh: Promise<{ record: unknown; etag?: string }> =
      isRecord(seen.current) && seen.etag
        ? Promise.resolve({ record: seen.current, etag: seen.etag })
        : ops.get && id
          ? ops.get(id, { params: latest.current.params })
          : Promise.reject(new Error('cannot reload'));
    fresh.then(
      ({ record, etag: current }) => {
        etag.current = current;
        dirty.current = false;
        setFieldErrors([]);
        setInitialValues(formValuesFrom(resource, record as Data));
        setFormKey((key) => key + 1);
        toast.show({ tone: 'info', title: t('editing:conflict.reloaded') });
      },
      (error: unknown) =>
        toast.show({ tone: 'error', title: errorMessage(error, t), description: requestIdNote(error, t) }),
    );
  }, [conflict, ops, id, resource, toast, t]);

  const overwrite = useCallback(() => {
    const seen = conflict;
    setConflict(null);
    if (!seen) return;
    if (seen.etag) {
      void save(seen.values, seen.etag);
      return;
    }
    // A 412 without the current ETag: read it, then overwrite.
    if (!ops.get || !id) return;
    ops.get(id, { params: latest.current.params }).then(
      (current) => void save(seen.values, current.etag),
      (error: unknown) =>
        toast.show({ tone: 'error', title: errorMessage(error, t), description: requestIdNote(error, t) }),
    );
  }, [conflict, save, ops, id, toast, t]);

  return {
    mode,
    load,
    formKey,
    initialValues,
    fieldErrors,
    submitting,
    pendingValues,
    conflict,
    isDirty: useCallback(() => dirty.current, []),
    onChange: useCallback((_values: Data, changed: boolean) => {
      dirty.current = changed;
      setFieldErrors((errors) => (errors.length > 0 ? [] : errors));
    }, []),
    onSubmit: useCallback((values: Data) => setPendingValues(values), []),
    confirm: () => {
      const values = pendingValues;
      setPendingValues(null);
      if (values) void save(values, etag.current);
    },
    cancelConfirm: () => setPendingValues(null),
    retryLoad,
    reload,
    overwrite,
    dismissConflict: () => setConflict(null),
  };
}
