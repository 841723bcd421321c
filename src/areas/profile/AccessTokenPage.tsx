// /profile-management/access-token: the signed-in person's own access tokens (GET, POST /access_key,
// DELETE /access_key/{keyId}). Everyone manages their own (Auth:write). A new token's secret is shown once,
// in the creation dialog; revoking asks first and the token stops working at once.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@ds/Button';
import { ConfirmDialog } from '@ds/ConfirmDialog';
import { DataTable, type DataTableColumn } from '@ds/DataTable';
import { PageHeader } from '@ds/PageHeader';
import { StatusBadge } from '@ds/StatusBadge';
import { useToast } from '@ds/Toast';
import { useApiList } from '../../api/hooks';
import { errorMessage, requestIdNote } from '../../engine/errorMessage';
import { formatDateTime } from '../../engine/format';
import { Stack } from '../../engine/layout';
import { CreateTokenDialog } from './CreateTokenDialog';
import { deleteAccessKey, listAccessKeys, type AccessKey } from './profileApi';

export const accessKeysKey = ['profile', 'access-keys'] as const;

export default function AccessTokenPage() {
  const { t, i18n } = useTranslation('profile');
  const toast = useToast();
  const keys = useApiList(accessKeysKey, () => listAccessKeys(1, 100));
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<AccessKey | null>(null);
  const [pending, setPending] = useState(false);
  const none = t('common:values.empty');
  const when = (value: string | null) => (value ? formatDateTime(value, i18n.language) : none);

  const columns: DataTableColumn<AccessKey>[] = [
    { id: 'id', header: t('tokens.columns.id'), cell: (key) => <code>{key.id}</code>, isRowHeader: true },
    { id: 'description', header: t('tokens.columns.description'), cell: (key) => key.description || none },
    {
      id: 'status',
      header: t('tokens.columns.status'),
      cell: (key) => (
        <StatusBadge status={key.status === 'active' ? 'active' : 'inactive'}>
          {t(`tokens.status.${key.status}`)}
        </StatusBadge>
      ),
    },
    { id: 'created_at', header: t('tokens.columns.created'), cell: (key) => when(key.created_at) },
    {
      id: 'expires_at',
      header: t('tokens.columns.expires'),
      cell: (key) => (key.expires_at ? when(key.expires_at) : t('tokens.never')),
    },
    {
      id: 'last_used_at',
      header: t('tokens.columns.lastUsed'),
      cell: (key) => (key.last_used_at ? when(key.last_used_at) : t('tokens.neverUsed')),
    },
  ];

  const revoke = async (key: AccessKey) => {
    setPending(true);
    try {
      await deleteAccessKey(key.id);
      toast.show({ tone: 'success', title: t('common:success.deleted') });
      setRevoking(null);
      await keys.mutate();
    } catch (error) {
      toast.show({ tone: 'error', title: errorMessage(error, t), description: requestIdNote(error, t) });
    } finally {
      setPending(false);
    }
  };

  const rows = keys.data?.items ?? [];
  const status =
    keys.error && !keys.data ? 'error' : !keys.data ? 'loading' : rows.length === 0 ? 'empty' : 'content';
  const createButton = (
    <Button variant="primary" onPress={() => setCreating(true)}>
      {t('tokens.create')}
    </Button>
  );
  return (
    <Stack>
      <PageHeader title={t('tokens.title')} description={t('tokens.description')} actions={createButton} />
      <DataTable
        ariaLabel={t('tokens.title')}
        columns={columns}
        rows={rows}
        getRowId={(key) => key.id}
        status={status}
        strings={{
          loading: t('common:loading'),
          errorTitle: t('tokens.errorTitle'),
          errorDescription: keys.error ? errorMessage(keys.error, t) : undefined,
          emptyTitle: t('tokens.emptyTitle'),
          emptyDescription: t('tokens.emptyDescription'),
          noMatchTitle: t('common:list.noMatchTitle'),
          rowActions: (label) => t('tokens.rowActions', { id: label }),
        }}
        errorAction={<Button onPress={() => void keys.mutate()}>{t('common:actions.retry')}</Button>}
        rowActions={() => [{ id: 'revoke', label: t('tokens.revoke'), isDanger: true }]}
        onRowMenuAction={(_action, key) => setRevoking(key)}
      />
      <CreateTokenDialog
        isOpen={creating}
        onClose={() => setCreating(false)}
        onCreated={() => void keys.mutate()}
      />
      <ConfirmDialog
        isOpen={revoking !== null}
        tone="danger"
        title={t('tokens.revokeTitle')}
        confirmLabel={t('tokens.revoke')}
        cancelLabel={t('common:actions.cancel')}
        isPending={pending}
        pendingLabel={t('common:deleting')}
        onConfirm={() => revoking && void revoke(revoking)}
        onCancel={() => setRevoking(null)}
      >
        <p>{t('tokens.revokeBody', { id: revoking?.id ?? '' })}</p>
      </ConfirmDialog>
    </Stack>
  );
}
