// The Details tab: one KeyValueList per `ui.detail.sections` entry, each value through the type → widget
// registry (DetailValue: renderer + copy rule).
import { useTranslation } from 'react-i18next';
import { KeyValueList } from '@ds/KeyValueList';
import { fieldSchema, type FieldSchema } from '../schema';
import { fieldLabel } from '../labels';
import { conditionsOf, isShown } from '../form/conditionalFields';
import { Section, SectionHeading } from '../layout';
import type { AnyResource } from '../types';
import { DetailValue } from './DetailValue';
import { TabBody } from './detail.styles';

export function DetailSections({
  resource,
  record,
}: {
  resource: AnyResource;
  record: Record<string, unknown>;
}) {
  const { t, i18n } = useTranslation();
  const { name, ui, schemas } = resource;
  const statusField = ui.list.statusField ?? 'status';
  // A field the form shows only for some values (ui:shownWhen) is not listed for a record without them.
  const conditions = conditionsOf(schemas.form, ui.form);
  return (
    <TabBody>
      {ui.detail.sections.map((section) => {
        const headingId = `${name}-section-${section.key}`;
        return (
          <Section key={section.key} aria-labelledby={headingId}>
            <SectionHeading id={headingId}>{t(`resources:${name}.sections.${section.key}`)}</SectionHeading>
            <KeyValueList
              columns={2}
              items={section.fields
                .filter((field) => isShown(field, record, conditions, schemas.form))
                .map((field) => {
                  const schema = fieldSchema(schemas.record, field, schemas.form);
                  const label = fieldLabel(i18n, t, name, field, schema);
                  // The status field reads as a Badge even when its schema has no enum.
                  const shown: FieldSchema =
                    field === statusField && !schema.enum
                      ? { ...schema, enum: [String(record[field])] }
                      : schema;
                  return {
                    id: field,
                    label,
                    value: (
                      <DetailValue
                        resource={name}
                        field={field}
                        schema={shown}
                        value={record[field]}
                        label={label}
                        idField={resource.idField}
                        statusTones={resource.statusTones}
                      />
                    ),
                  };
                })}
            />
          </Section>
        );
      })}
    </TabBody>
  );
}
