// After a create, update or delete: drop the resource's cached lists and items, so screens refetch.
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

export function useInvalidateResource(resourceName: string) {
  const { mutate } = useSWRConfig();
  return useCallback(
    () => mutate((key) => Array.isArray(key) && key[0] === resourceName, undefined, { revalidate: true }),
    [mutate, resourceName],
  );
}
