// Deleting several records one after the other (the API has no bulk delete), collecting one outcome per
// record instead of stopping at the first failure.
import { isApiError } from '../../api/errors';

export interface BulkTarget {
  id: string;
  /** What names the record for the user (its title field). */
  label: string;
}

export type DeleteOutcome =
  { target: BulkTarget; ok: true } | { target: BulkTarget; ok: false; error: unknown; requestId?: string };

export async function deleteEach(
  targets: readonly BulkTarget[],
  remove: (id: string) => Promise<void>,
  onProgress: (done: number) => void,
): Promise<DeleteOutcome[]> {
  const outcomes: DeleteOutcome[] = [];
  for (const target of targets) {
    try {
      await remove(target.id);
      outcomes.push({ target, ok: true });
    } catch (error) {
      outcomes.push({
        target,
        ok: false,
        error,
        requestId: isApiError(error) ? error.requestId : undefined,
      });
    }
    onProgress(outcomes.length);
  }
  return outcomes;
}
