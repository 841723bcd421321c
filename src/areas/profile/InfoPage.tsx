// /profile-management/info: who the signed-in person is (from the stored profile, GET /user), their name and
// their password.
import { useTranslation } from 'react-i18next';
import { Card } from '@ds/Card';
import { KeyValueList } from '@ds/KeyValueList';
import { PageHeader } from '@ds/PageHeader';
import { Tag } from '@ds/Tag';
import { useSession } from '../../api/hooks';
import { Stack } from '../../engine/layout';
import { NameForm } from './NameForm';
import { PasswordForm } from './PasswordForm';
import { TagRow } from './profile.styles';

export default function InfoPage() {
  const { t } = useTranslation('profile');
  const { profile } = useSession();
  const none = t('common:values.empty');
  const items = profile
    ? [
        { id: 'username', label: t('info.username'), value: profile.username },
        { id: 'full_name', label: t('info.fullName'), value: profile.full_name || none },
        { id: 'email', label: t('info.email'), value: profile.email || none },
        { id: 'role', label: t('info.role'), value: t(`info.roles.${profile.role}`) },
        { id: 'tenant', label: t('info.tenant'), value: profile.tenant_name },
        {
          id: 'permissions',
          label: t('info.permissions'),
          value:
            profile.permission.length > 0 ? (
              <TagRow>
                {profile.permission.map((p) => (
                  <Tag key={p}>{p}</Tag>
                ))}
              </TagRow>
            ) : (
              t('info.noPermissions')
            ),
        },
        {
          id: 'services',
          label: t('info.services'),
          value:
            profile.enabled_services.length > 0
              ? profile.enabled_services.map((s) => t(`services:${s}.name`)).join(', ')
              : none,
        },
      ]
    : [];
  return (
    <Stack>
      <PageHeader title={t('info.title')} description={t('info.description')} />
      <Card title={t('info.details')} headingLevel={2}>
        <KeyValueList items={items} columns={2} />
      </Card>
      <NameForm />
      <PasswordForm />
    </Stack>
  );
}
