// The operations the registry derives (src/api/resourceCalls.ts): an entry that names its contract paths in
// `api` calls list/get/create/update/delete there without a call site of its own, so the scan of src/
// (console-operations.ts) takes these from the registered resources, through the same `declaredCalls` the
// client derives them with. A new resource is covered by the fault suites the day it is registered.
import { areas } from '../../src/app/areas';
import { declaredCalls } from '../../src/api/resourceCalls';
import type { CallSite } from './console-operations';

/** One call site per derived operation, named after the registry entry ("registry iam/user_group list"). */
export function registryCallSites(): CallSite[] {
  return areas.flatMap((area) =>
    area.resources.flatMap((resource) => {
      const resourceApi = resource.api;
      if (!resourceApi?.listPath && !resourceApi?.createPath) return [];
      return declaredCalls(resourceApi).map((call) => ({
        file: `registry ${area.id}/${resource.name} ${call.operation}`,
        line: 0,
        backend: resourceApi.backend,
        method: call.method,
        path: call.path,
      }));
    }),
  );
}
