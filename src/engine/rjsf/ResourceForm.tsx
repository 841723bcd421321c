// The schema form of a resource: rjsf with the design-system theme, a precompiled validator (no code
// generation at runtime), translated labels and validation messages, and server field errors on fields.
// A field's validation errors show once it was left (blur) or the form was submitted, never while the user
// types into it for the first time (aesthetics-anchors §6.10). The form is validated on every change, so an
// error goes as soon as the value is right, while the user types: removed on blur instead, it would move the
// submit button away from under the pointer between the mousedown that blurs the field and the click.
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import Form from '@rjsf/core';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { deepEquals, getDefaultFormState } from '@rjsf/utils';
import type { ErrorSchema, RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '../../api/errors';
import type { AnyResource, ValidatorFunctions } from '../types';
import { fieldNames } from '../schema';
import { templates, widgets } from './theme';
import { createTranslateString } from './translateString';
import { translatedUiSchema } from './translatedUi';
import { pruneEmptyObjects } from '../form/pruneEmpty';
import { applyConditions, conditionsOf, uiForConditions } from '../form/conditionalFields';
import { uiForRequiredMarks } from '../form/requiredMarks';
import { inFieldOrder, translateErrors } from '../form/validationMessages';

type Data = Record<string, unknown>;

/**
 * An optional object field starts absent, not as `{}`: an empty object would be validated, and its required
 * properties (a page rule's forwarding URL and status) would block a form that never asked for it.
 */
const defaultFormState = { emptyObjectFields: 'skipEmptyDefaults' } as const;

/**
 * The precompiled validator, always validating the values against the whole schema. rjsf hands it the schema
 * resolved for some values (if/then/else merged in), which after a change can be the one of the values
 * before it: the precompiled validator then throws as it meets a schema it was not built for. The whole
 * schema states the same requirements, its conditions decided by Ajv on the values themselves.
 */
export function wholeSchemaValidator(precompiled: ValidatorType, schema: RJSFSchema): ValidatorType {
  return Object.assign(Object.create(precompiled) as ValidatorType, {
    validateFormData: ((formData, _resolved, ...rest) =>
      precompiled.validateFormData(formData, schema, ...rest)) as ValidatorType['validateFormData'],
    rawValidation: ((_resolved, formData) =>
      precompiled.rawValidation(schema, formData)) as ValidatorType['rawValidation'],
  });
}

/** Server field errors (`/body/name`, `/name`) → rjsf's ErrorSchema. */
export function serverErrorSchema(fieldErrors: readonly FieldError[]): ErrorSchema | undefined {
  if (fieldErrors.length === 0) return undefined;
  const root: Record<string, unknown> = {};
  for (const { path, message } of fieldErrors) {
    const parts = path
      .replace(/^\/?body(\/|$)/, '')
      .split('/')
      .filter(Boolean);
    let node = root;
    for (const part of parts) {
      node[part] = (node[part] as Record<string, unknown> | undefined) ?? {};
      node = node[part] as Record<string, unknown>;
    }
    node.__errors = [...((node.__errors as string[] | undefined) ?? []), message];
  }
  return root as ErrorSchema;
}

export interface ResourceFormProps {
  resource: AnyResource;
  validateFns: ValidatorFunctions;
  initialValues?: Data;
  /** Server field errors of the last submit. */
  fieldErrors?: readonly FieldError[];
  onSubmit: (data: Data) => void;
  /**
   * Called on every change with the form's values and whether they differ from what the form started with
   * (its initial values plus the schema's defaults) — rjsf also reports the defaults it fills in on mount.
   */
  onChange?: (data: Data, changed: boolean) => void;
  /** The <form> element's id (a submit button outside it, e.g. in a drawer footer, names it in `form`). */
  id?: string;
  /** Buttons inside the form (a submit button has type="submit"); or render them outside with `form={id}`. */
  children?: ReactNode;
  /** Accessible name of the form. */
  ariaLabel: string;
}

export function ResourceForm({
  resource,
  validateFns,
  initialValues,
  fieldErrors = [],
  onSubmit,
  onChange,
  children,
  ariaLabel,
  id,
}: ResourceFormProps) {
  const { t, i18n } = useTranslation();
  const schema = resource.schemas.form;
  const validator = useMemo<ValidatorType>(
    () =>
      wholeSchemaValidator(
        createPrecompiledValidator(validateFns as Parameters<typeof createPrecompiledValidator>[0], schema),
        schema,
      ),
    [validateFns, schema],
  );
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const translatedUi = useMemo(() => translatedUiSchema(resource, i18n, t), [resource, i18n.language, t]);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const conditions = useMemo(() => conditionsOf(schema, resource.ui.form), [schema, resource]);
  const fieldOrder = useMemo(() => {
    const order = resource.ui.form['ui:order'] as string[] | undefined;
    return order?.length ? order : fieldNames(schema, schema);
  }, [schema, resource]);
  // The form's values (fields a condition hides are not among them) and what was typed into hidden fields.
  const [{ values: formData, aside }, setFormState] = useState(() =>
    applyConditions({ ...(initialValues ?? {}) }, {}, conditions, schema),
  );
  const uiSchema = useMemo(() => {
    const shown = uiForRequiredMarks(
      uiForConditions(translatedUi, formData, conditions, schema),
      schema,
      formData,
    );
    return submitted ? shown : hideUntouchedErrors(shown, resource, touched);
  }, [translatedUi, formData, conditions, schema, resource, touched, submitted]);
  const onBlur = useCallback(
    (fieldId: string) => {
      const field = topLevelField(resource, fieldId);
      if (field) setTouched((seen) => (seen.has(field) ? seen : new Set(seen).add(field)));
    },
    [resource],
  );
  // What the form starts with, to tell a user's change from rjsf filling in defaults.
  const [baseline] = useState(
    () =>
      applyConditions(
        getDefaultFormState(validator, schema, { ...formData }, schema, false, defaultFormState) as Data,
        {},
        conditions,
        schema,
      ).values,
  );
  const extraErrors = useMemo(() => serverErrorSchema(fieldErrors), [fieldErrors]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const translateString = useMemo(() => createTranslateString(t, i18n), [t, i18n, i18n.language]);
  const formContext = useMemo(
    () => ({
      strings: {
        showSecret: t('forms:secret.show'),
        hideSecret: t('forms:secret.hide'),
        calendarButton: t('forms:calendar.open'),
        previousMonth: t('forms:calendar.previousMonth'),
        nextMonth: t('forms:calendar.nextMonth'),
      },
    }),
    [t],
  );

  return (
    <FormLabel.Provider value={ariaLabel}>
      <Form
        schema={schema}
        uiSchema={uiSchema}
        validator={validator}
        formData={formData}
        id={id}
        onChange={(event) => {
          const next = applyConditions(pruneEmptyObjects(event.formData as Data), aside, conditions, schema);
          setFormState(next);
          onChange?.(next.values, !sameValues(next.values, pruneEmptyObjects(baseline)));
        }}
        liveValidate="onChange"
        experimental_defaultFormStateBehavior={defaultFormState}
        onBlur={onBlur}
        onSubmit={(event) => {
          setSubmitted(true);
          onSubmit(
            applyConditions(pruneEmptyObjects(event.formData as Data), aside, conditions, schema).values,
          );
        }}
        // Errors are shown on their fields and focus moves to the first; without a handler rjsf logs them.
        onError={() => setSubmitted(true)}
        transformErrors={(errors) =>
          inFieldOrder(translateErrors(errors, { t, i18n, resource: resource.name }), fieldOrder)
        }
        translateString={translateString}
        formContext={formContext}
        extraErrors={extraErrors}
        widgets={widgets}
        templates={templates}
        showErrorList={false}
        noHtml5Validate
        focusOnFirstError
        tagName={LabelledForm}
      >
        {children}
      </Form>
    </FormLabel.Provider>
  );
}

/** Equal as JSON (an emptied field is `undefined` in rjsf's data, absent in the baseline). */
function sameValues(a: unknown, b: unknown): boolean {
  const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? {}));
  return deepEquals(plain(a), plain(b));
}

/** rjsf's field ids are `root_<field>[_<nested>…]`; the top-level field a blurred input belongs to. */
function topLevelField(resource: AnyResource, fieldId: string): string | undefined {
  const { form } = resource.schemas;
  return fieldNames(form, form)
    .filter((field) => fieldId === `root_${field}` || fieldId.startsWith(`root_${field}_`))
    .sort((a, b) => b.length - a.length)[0];
}

/** `ui:hideError` on every top-level field the user has not left yet (its nested fields inherit it). */
function hideUntouchedErrors(ui: UiSchema, resource: AnyResource, touched: ReadonlySet<string>): UiSchema {
  const { form } = resource.schemas;
  const out: UiSchema = { ...ui };
  for (const field of fieldNames(form, form)) {
    if (!touched.has(field))
      out[field] = { ...((ui[field] as UiSchema | undefined) ?? {}), 'ui:hideError': true };
  }
  return out;
}

// rjsf's Form drops props it doesn't know (aria-label among them); its `tagName` may be a component, so the
// <form> element gets its accessible name (a form landmark) through this context.
const FormLabel = createContext<string | undefined>(undefined);

function LabelledForm(props: ComponentProps<'form'>) {
  const label = useContext(FormLabel);
  return <form {...props} aria-label={label} />;
}
