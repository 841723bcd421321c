// The catalogue texts a registered resource's screens need, found by walking its schemas at every depth as the
// engine does (src/engine/fieldTree.ts): what its form shows (every field not hidden, the fields inside them,
// enum options, array item labels, help where the schema explains a field, the wording of every pattern,
// placeholders named in ui.json) and what its list and detail show of a record (nested values included).
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { fieldNames, fieldSchema, type FieldSchema } from '../../../src/engine/schema';
import { enumValuesOf, fieldTree, showsItems, type FieldNode } from '../../../src/engine/fieldTree';
import {
  fieldErrorKey,
  fieldTextKey,
  labelKeys,
  pathValueKey,
  placeholderKey,
} from '../../../src/engine/labels';
import type { AnyResource } from '../../../src/engine/types';

export type TextKind = 'label' | 'help' | 'value' | 'item' | 'error' | 'placeholder';

export interface NeededText {
  kind: TextKind;
  /** Where the text is needed, for the failure message: `page_rule actions.forwarding_url.url`. */
  at: string;
  /** Keys tried in order (a label may fall back to the label its schema title names). */
  keys: string[];
  /** The field name a label must not repeat. */
  name?: string;
}

const isHidden = (ui: UiSchema | undefined) => ui?.['ui:widget'] === 'hidden';

/** Top-level fields the list and detail show of a record (columns, filters, detail sections). */
function shownRecordFields(resource: AnyResource): string[] {
  const { ui } = resource;
  return [
    ...ui.list.columns,
    ...(ui.list.filters ?? []),
    ...ui.detail.sections.flatMap((section) => section.fields),
  ];
}

/** Form fields the form renders (hidden ones are not). */
export function renderedFormFields(resource: AnyResource): string[] {
  const { form } = resource.schemas;
  const formUi = resource.ui.form as Record<string, UiSchema | undefined>;
  return fieldNames(form, form).filter((field) => !isHidden(formUi[field]));
}

function patternOf(node: FieldNode): string | undefined {
  const own = node.items ?? node.schema;
  return typeof own.pattern === 'string' ? own.pattern : undefined;
}

/** Every `ui:placeholderKey` of a uiSchema, at any depth. */
function placeholderNames(ui: unknown): string[] {
  if (!ui || typeof ui !== 'object') return [];
  return Object.entries(ui as Record<string, unknown>).flatMap(([key, value]) =>
    key === 'ui:placeholderKey' && typeof value === 'string' ? [value] : placeholderNames(value),
  );
}

function textsOfNode(resource: string, node: FieldNode, form: boolean): NeededText[] {
  const at = `${resource} ${node.path.join('.')}`;
  const name = node.path[node.path.length - 1];
  const out: NeededText[] = [{ kind: 'label', at, keys: labelKeys(resource, node.path, node.schema), name }];
  for (const value of enumValuesOf(node))
    out.push({ kind: 'value', at: `${at} = ${value}`, keys: [pathValueKey(resource, node.path, value)] });
  // A form shows each item under its label; a detail page labels only items that are objects.
  const labelsItems = form ? showsItems(node) : node.items?.properties !== undefined;
  if (labelsItems) out.push({ kind: 'item', at, keys: [fieldTextKey(resource, 'items', node.path)] });
  if (form && typeof node.schema.description === 'string')
    out.push({ kind: 'help', at, keys: [fieldTextKey(resource, 'descriptions', node.path)] });
  if (form && patternOf(node))
    out.push({ kind: 'error', at: `${at} pattern`, keys: [fieldErrorKey(resource, node.path, 'pattern')] });
  return out;
}

/** Every text the resource's form, list and detail need, at every depth. */
export function neededTexts(resource: AnyResource): NeededText[] {
  const { form, record } = resource.schemas;
  const out: NeededText[] = [];
  for (const field of renderedFormFields(resource)) {
    const required = ((form.required as string[] | undefined) ?? []).includes(field);
    for (const node of fieldTree(field, fieldSchema(form, field, form), form, required))
      out.push(...textsOfNode(resource.name, node, true));
  }
  for (const field of new Set(shownRecordFields(resource))) {
    for (const node of fieldTree(field, fieldSchema(record as RJSFSchema, field, form), form))
      out.push(...textsOfNode(resource.name, node, false));
  }
  for (const name of placeholderNames(resource.ui.form))
    out.push({
      kind: 'placeholder',
      at: `${resource.name} ${name}`,
      keys: [placeholderKey(resource.name, name)],
    });
  return out;
}

/**
 * API words a person must never read: the names of the resource's properties and its enum values written as
 * identifiers (with an underscore: `edge_ttl_seconds`, `respect_origin`), at every depth of both schemas.
 */
export function apiWords(resource: AnyResource): Set<string> {
  const { form, record } = resource.schemas;
  const words = new Set<string>();
  const collect = (schema: RJSFSchema) => {
    for (const field of fieldNames(schema, form)) {
      for (const node of fieldTree(field, fieldSchema(schema, field, form), form)) {
        words.add(node.path[node.path.length - 1]!);
        for (const value of enumValuesOf(node)) words.add(value);
      }
    }
  };
  collect(form);
  collect(record as RJSFSchema);
  return new Set([...words].filter((word) => word.includes('_')));
}

/** The API words a text contains, as whole words. */
export function apiWordsIn(text: string, words: ReadonlySet<string>): string[] {
  return [...words].filter((word) => new RegExp(`(^|[^A-Za-z0-9_])${word}($|[^A-Za-z0-9_])`).test(text));
}

export type { FieldSchema };
