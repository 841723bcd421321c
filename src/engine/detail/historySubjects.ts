// Which kind of record an audit entry is about, from its resource type: a registered resource naming that type
// in its `audit`, or an area's audit subject. Its texts, schemas and own sentences word the entry.
import type { RJSFSchema } from '@rjsf/utils';
import { registeredAreas } from '../registry';
import { fieldNames } from '../schema';
import type { AnyResource, AuditDescriber } from '../types';
import type { HistorySubject } from './historyText';

export interface HistoryEntrySubject extends HistorySubject {
  describe?: Readonly<Record<string, AuditDescriber>>;
}

/** The subject of a registered resource's entries. */
export function resourceSubject(resource: AnyResource): HistoryEntrySubject {
  const { schemas, ui, name } = resource;
  return {
    name,
    record: schemas.record,
    root: schemas.form,
    inputFields: fieldNames(schemas.form, schemas.form),
    titleField: ui.detail.titleField,
    ...(resource.audit?.describe ? { describe: resource.audit.describe } : {}),
  };
}

/** The subject of entries of that resource type, or undefined when nothing registered names it. */
export function findHistorySubject(resourceType: string): HistoryEntrySubject | undefined {
  for (const area of registeredAreas()) {
    const resource = area.resources.find((r) => r.audit?.resourceType === resourceType);
    if (resource) return resourceSubject(resource);
    const own = area.auditSubjects?.find((s) => s.resourceType === resourceType);
    if (own) {
      const schema = own.schema as RJSFSchema;
      return {
        name: own.name,
        record: schema,
        root: schema,
        inputFields: fieldNames(schema, schema),
        ...(own.titleField ? { titleField: own.titleField } : {}),
      };
    }
  }
  return undefined;
}
