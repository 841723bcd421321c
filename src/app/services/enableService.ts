// POST /user/service/enable, then GET /user: the stored profile (and so the guard and the side menu) learns
// the new enabled_services before the service's first page opens.
import { api } from '../../api/client';
import { cdnEnvelope } from '../../api/adapters';
import { fetchProfile } from '../../api/auth';
import { isCancelled } from '../../api/cancelled';
import type { ServiceName } from './catalogue';

/** Enables the service for the tenant; resolves once the profile holds it. Failures throw `ApiError`. */
export async function enableService(service: ServiceName): Promise<void> {
  const answer = cdnEnvelope.one(await api().main.POST('/user/service/enable', { body: { service } }));
  if (isCancelled(answer)) return;
  await fetchProfile();
}
