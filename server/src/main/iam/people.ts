// The handlers of members, IAM users, service accounts, access keys and operator login-as, registered with
// one line in main/index.ts.
import type { AppServices } from '../../context.js';
import { ownAccessKeyHandlers } from './own-access-keys.js';
import { iamUserHandlers } from './iam-users.js';
import { loginAsHandlers } from './login-as.js';
import { memberHandlers } from './members.js';
import { memberPermissionHandlers } from './members-permissions.js';
import { serviceAccountHandlers } from './service-accounts.js';

export function peopleHandlers(services: AppServices) {
  return {
    ...memberHandlers(services),
    ...memberPermissionHandlers(services),
    ...iamUserHandlers(services),
    ...serviceAccountHandlers(services),
    ...ownAccessKeyHandlers(services),
    ...loginAsHandlers(services),
  };
}
