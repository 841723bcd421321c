// One value of the detail page: the registry's detail renderer, with a copy button when the copy rule says
// so (fieldTypes/copyable.ts). The copied text is the raw value, not its formatted display.
import { useTranslation } from 'react-i18next';
import { CopyValue } from '@ds/CopyValue';
import type { BadgeTone } from '@ds/Badge';
import type { FieldSchema } from '../schema';
import { fieldDetail, isEmptyValue } from '../fieldTypes/registry';
import { isCopyable } from '../fieldTypes/copyable';
import { fieldKind } from '../fieldTypes/kinds';

export interface DetailValueProps {
  resource: string;
  field: string;
  schema: FieldSchema;
  value: unknown;
  label: string;
  idField?: string;
  statusTones?: Readonly<Record<string, BadgeTone>>;
}

const monospaceKinds = new Set(['uuid', 'ip', 'cidr']);

export function DetailValue({
  resource,
  field,
  schema,
  value,
  label,
  idField,
  statusTones,
}: DetailValueProps) {
  const { t, i18n } = useTranslation();
  const shown = fieldDetail({ i18n, t, resource, field, schema, value, label, statusTones });
  if (isEmptyValue(value) || typeof value === 'object' || !isCopyable(field, schema, idField))
    return <>{shown}</>;
  return (
    <CopyValue
      value={String(value)}
      monospace={monospaceKinds.has(fieldKind(schema)) || field === (idField ?? 'id')}
      strings={{
        copy: t('detail:copy.copy'),
        copied: t('detail:copy.copied'),
        failed: t('detail:copy.failed'),
      }}
    >
      {shown}
    </CopyValue>
  );
}
