// SSL certificates of the account (SPEC §2 /cert/ssl, /cert/ssl/add, /cert/ssl/{certificateId}).
import type { AnyResource } from '../../../engine/types';

export const sslResources: AnyResource[] = [];
