// What the command palette asks the server for a query (GET /api/main/search): the text itself, and the name
// that follows an action's verb ("purge legacy" asks for sites whose name holds "legacy"). Pure but for the call.
import { fold } from '@ds/CommandPalette/fold';
import { api } from '../../api/client';
import { cdnEnvelope } from '../../api/adapters';
import type { Cancelled } from '../../api/cancelled';
import type { FoundRecord } from '../../engine/search';
import type { AnyResource, RecordAction } from '../../engine/types';

/** Shorter text finds too much to help; longer text the server refuses (the contract's limit). */
export const MIN_QUERY_LENGTH = 2;
export const MAX_QUERY_LENGTH = 100;
/** Hits asked for the text itself, and for the name after an action's verb. */
export const RESULT_LIMIT = 20;
export const VERB_RESULT_LIMIT = 5;
/** The first word of a verb, typed in part, must be this long to stand for it ("pur", not "p"). */
const MIN_VERB_START = 3;

export interface RecordRequest {
  /** Whom the answer is for: the text itself (`TEXT_REQUEST`) or an action (`action:<id>`). */
  key: string;
  q: string;
  kind?: string;
  limit: number;
}

export const TEXT_REQUEST = 'text';

/** An action on a resource's records with its verb in the current language ("Purge cache of"). */
export interface VerbAction {
  resource: AnyResource;
  action: RecordAction;
  verb: string;
}

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean);

/**
 * The name typed after (the start of) a verb, or undefined: "purge legacy", "purge cache of legacy" and
 * "pur ca legacy" all give "legacy" for "Purge cache of". The verb's words are matched from the first on, each
 * in full or by its start (the first by three letters at least); the words after them are the name.
 */
export function nameAfterVerb(query: string, verb: string): string | undefined {
  const typed = words(query);
  const verbWords = words(fold(verb));
  let used = 0;
  while (used < typed.length && used < verbWords.length) {
    const word = fold(typed[used] as string);
    const verbWord = verbWords[used] as string;
    if (!verbWord.startsWith(word) || (used === 0 && word !== verbWord && word.length < MIN_VERB_START))
      break;
    used += 1;
  }
  if (used === 0) return undefined;
  const name = typed.slice(used).join(' ');
  return name.length >= MIN_QUERY_LENGTH ? name : undefined;
}

/** Whether the text is one the server is asked about. */
export function searchable(text: string): boolean {
  const length = text.trim().length;
  return length >= MIN_QUERY_LENGTH && length <= MAX_QUERY_LENGTH;
}

/** The requests for a query: the text itself, and per action whose verb it starts with, the name after it. */
export function recordRequests(query: string, verbs: readonly VerbAction[]): RecordRequest[] {
  const requests: RecordRequest[] = [];
  if (searchable(query)) requests.push({ key: TEXT_REQUEST, q: query.trim(), limit: RESULT_LIMIT });
  for (const { resource, action, verb } of verbs) {
    const name = nameAfterVerb(query, verb);
    if (name && searchable(name))
      requests.push({ key: `action:${action.id}`, q: name, kind: resource.name, limit: VERB_RESULT_LIMIT });
  }
  return requests;
}

/** One request's hits, or the cancelled marker when an identical request replaced it. */
export async function searchRecords(
  request: RecordRequest,
  signal: AbortSignal,
): Promise<FoundRecord[] | Cancelled> {
  return cdnEnvelope.one(
    await api().main.GET('/search', {
      params: { query: { q: request.q, limit: request.limit, kind: request.kind } },
      signal,
    }),
  );
}
