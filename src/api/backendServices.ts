// How each backend's resources are called, once per backend: the envelope its answers come in (adapters.ts)
// and how its lists spell paging, sorting and search. The registry's derived operations (resourceCalls.ts)
// read this; a backend a resource names must be described here.
import { envelopeOf, type FetchResult, type ListPage } from './adapters';
import type { BackendName } from './config';
import { snakeCaseSpelling, type ListSpelling } from './listQuery';

/** A backend's envelope, as the derived operations use it (records of any shape). */
export interface ResourceEnvelope {
  one(result: FetchResult<never>): unknown;
  list(result: FetchResult<never>): ListPage<unknown>;
  action(result: FetchResult<unknown>): void;
}

export interface BackendService {
  envelope: ResourceEnvelope;
  list: ListSpelling;
}

const service = (backend: BackendName, list: ListSpelling = snakeCaseSpelling): BackendService => ({
  envelope: envelopeOf[backend] as unknown as ResourceEnvelope,
  list,
});

/** The backends whose resources the registry derives calls for. */
export const backendServices: Partial<Record<BackendName, BackendService>> = {
  main: service('main'),
  'log-export': service('log-export'),
  notification: service('notification'),
  ddos: service('ddos'),
  certificate: service('certificate'),
  sc: service('sc'),
};
