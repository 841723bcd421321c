// What a user who may read a resource but not change it sees above its screens: that they are looking at it
// read-only, the permission that changing it needs, and who can grant it — not only greyed-out controls.
import { useTranslation } from 'react-i18next';
import { Alert } from '@ds/Alert';
import { useCanWrite } from './permissions';
import type { AnyResource } from './types';

export function ReadOnlyNotice({ resource }: { resource: AnyResource }) {
  const { t } = useTranslation();
  const canWrite = useCanWrite(resource);
  if (canWrite) return null;
  return (
    <Alert
      tone="info"
      toneLabel={t('common:tones.info')}
      title={t('common:permissions.readOnlyTitle')}
      data-testid="read-only-notice"
    >
      {t('common:permissions.writeRequired', { permission: `${resource.permission.resource}:write` })}
    </Alert>
  );
}
