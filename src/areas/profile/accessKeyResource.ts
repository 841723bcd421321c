// The signed-in person's own access tokens (SPEC §2 /profile-management/access-token) as an engine list: search,
// status filter, sort, export, and delete with confirmation (a deleted token stops working at once). Everyone
// manages their own tokens, so the permission is one every signed-in person holds. Creating opens the token's
// own dialog: the answer carries the secret, shown there once, which the generic form could not show.
import { lazy } from 'react';
import { lazyChunk } from '../../api/chunks';
import { defineResource } from '../../engine/types';
import { validatorsLoader } from '../../engine/validators';
import type { AccessKey, AccessKeyInput } from './profileApi';
import { profilePaths } from './paths';

export const accessKeyResource = defineResource<AccessKey, AccessKeyInput>({
  name: 'access_key',
  area: 'profile',
  permission: { resource: 'general', action: 'read' },
  schemas: {
    form: lazyChunk(() => import('../../engine/generated/iam/access-key.form-schema.json')),
    record: 'AccessKey',
    loadValidators: validatorsLoader('iam', 'access-key'),
  },
  ui: lazyChunk(() => import('../../../schemas/profile/access-key.ui.json')),
  routes: { list: profilePaths.accessTokens },
  screens: { createDialog: lazy(lazyChunk(() => import('./CreateTokenDialog'))) },
  menu: { id: 'profile-access-tokens', labelKey: 'profile:menu.accessTokens' },
  // Tokens are listed, created and deleted; the API reads or changes none of them one by one.
  api: {
    backend: 'main',
    listPath: '/access_key',
    itemPath: '/access_key/{keyId}',
    recordParam: 'keyId',
    without: ['get', 'update'],
  },
  statusTones: { active: 'success', expired: 'neutral' },
});
