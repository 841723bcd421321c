// One sentence per audit entry ("an.nguyen changed Always use HTTPS", "an.nguyen added firewall rule “Block
// admin”"), from the entry's action and resource type — never the operation id itself. The verb comes from the
// action's leading word (createPageRule → create, purge → an area's own sentence) checked against what the
// entry recorded (a snapshot after only is a creation, before and after a change), so an action the console
// does not know yet still reads as a change, an addition or a removal; one it cannot place reads "made a
// change to". A refused or failed attempt reads "tried to …".
import type { TFunction, i18n as I18n } from 'i18next';
import type { AuditLogEntry, AuditSentence } from '../types';
import { isObject, snapshotOf, summarizeChange, type ChangeSummary } from './historyDiff';
import { describedChanges, type DescribedChange } from './historyText';
import type { HistoryEntrySubject } from './historySubjects';

export type HistoryVerb = 'created' | 'added' | 'changed' | 'deleted' | 'reordered' | 'verified' | 'other';

/** Leading words of operation ids, by what they do. */
const verbWords: Readonly<Record<string, 'create' | 'change' | 'delete' | 'reorder' | 'verify'>> = {
  create: 'create',
  add: 'create',
  upload: 'create',
  request: 'create',
  invite: 'create',
  register: 'create',
  issue: 'create',
  import: 'create',
  update: 'change',
  put: 'change',
  patch: 'change',
  replace: 'change',
  set: 'change',
  change: 'change',
  edit: 'change',
  configure: 'change',
  rename: 'change',
  assign: 'change',
  enable: 'change',
  disable: 'change',
  reset: 'change',
  move: 'change',
  delete: 'delete',
  remove: 'delete',
  revoke: 'delete',
  reorder: 'reorder',
  verify: 'verify',
  recheck: 'verify',
  check: 'verify',
};

/** The action's leading word: "createPageRule" → "create", "login_as" → "login". */
const leadingWord = (action: string) => /^[a-z]+/.exec(action)?.[0] ?? action.toLowerCase();

/** What an entry did, from its action and the change it recorded; `own` when it is about the viewed record. */
export function historyVerb(action: string, kind: ChangeSummary['kind'], own: boolean): HistoryVerb {
  const word = verbWords[leadingWord(action)];
  if (!word) return 'other';
  if (word === 'reorder') return 'reordered';
  if (word === 'verify') return 'verified';
  // What was recorded wins over the word: adding members to a group changes the group.
  const done =
    kind === 'created' ? 'create' : kind === 'deleted' ? 'delete' : kind === 'updated' ? 'change' : word;
  if (done === 'create') return own ? 'created' : 'added';
  return done === 'delete' ? 'deleted' : 'changed';
}

export interface SentenceContext {
  i18n: I18n;
  t: TFunction;
  /** The record whose History is shown. */
  viewed: { resourceType: string; id: string; title?: string };
  /** The kind of record the entry is about; undefined when nothing registered names its type. */
  subject: HistoryEntrySubject | undefined;
}

/** What a History entry shows under its sentence. */
export type HistoryDetail =
  /** The values that differ, before and after. */
  | { kind: 'changes'; changes: DescribedChange[] }
  /** The written values of a record that was made (after) or removed (before). */
  | { kind: 'fields'; changes: DescribedChange[]; side: 'before' | 'after' }
  /** What an area's own sentence names (a purge's URLs). */
  | { kind: 'items'; items: readonly string[] }
  /** A write that changed nothing (the value it sent was already set). */
  | { kind: 'noChange' }
  | { kind: 'nothing' };

export interface HistoryLine {
  sentence: string;
  detail: HistoryDetail;
}

/** Field labels in the sentence: up to this many by name, then a count. */
const namedFields = 3;
/** Characters of an id standing in for a record without a name. */
const shortId = 8;

function actorOf(entry: AuditLogEntry, t: TFunction): string {
  const { username, operator } = entry.actor;
  const user = username ?? t('detail:history.system');
  return operator?.username ? t('detail:history.actorAs', { operator: operator.username, user }) : user;
}

function listOf(items: readonly string[], language: string): string {
  return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(items);
}

/** The entry says it changed nothing: no snapshots at all (a value sent again), or equal ones. */
function recordsNoChange(details: AuditLogEntry['details']): boolean {
  const { before, after, changed } = details;
  if (before === undefined && after === undefined && changed === undefined) return true;
  return isObject(before) && isObject(after);
}

/** The entry as a sentence, with its changes in words. */
export function historyLine(entry: AuditLogEntry, ctx: SentenceContext): HistoryLine {
  const { i18n, t, viewed, subject } = ctx;
  const succeeded = entry.result === 'success';
  const own = entry.resource_type === viewed.resourceType && entry.resource_id === viewed.id;
  const actor = actorOf(entry, t);
  const summary = summarizeChange(entry.details);

  const worded: AuditSentence | undefined = subject?.describe?.[entry.action]?.(entry, succeeded);
  if (worded) {
    const items = worded.items ?? [];
    return {
      sentence: t(worded.key, { ...worded.values, actor }),
      detail: items.length > 0 ? { kind: 'items', items } : { kind: 'nothing' },
    };
  }

  const text = subject ? { i18n, t, subject } : undefined;
  let detail: HistoryDetail = { kind: 'nothing' };
  if (succeeded && text && summary.kind === 'updated') {
    const changes = describedChanges(text, summary.changes);
    if (changes.length > 0) detail = { kind: 'changes', changes };
  } else if (succeeded && text && (summary.kind === 'created' || summary.kind === 'deleted')) {
    // A record made or removed is shown by what people write of it, not by the values the platform set.
    const written = summary.changes.filter((c) => text.subject.inputFields.includes(String(c.path[0])));
    const changes = describedChanges(text, written);
    if (changes.length > 0)
      detail = { kind: 'fields', changes, side: summary.kind === 'created' ? 'after' : 'before' };
  }

  const type = subject ? t(`resources:${subject.name}.singular`) : t('detail:history.unknownType');
  const snapshot = snapshotOf(entry.details);
  const title = subject?.titleField ? snapshot?.[subject.titleField] : undefined;
  const name =
    (typeof title === 'string' && title !== '' ? title : undefined) ??
    (own ? viewed.title : undefined) ??
    entry.resource_id?.slice(0, shortId);
  // A setting the viewed record has one of (a site's origin settings) needs no name: "changed origin settings".
  const singleton = !own && entry.resource_id === viewed.id;
  const target = singleton
    ? type
    : name
      ? t('detail:history.target.named', { type, name })
      : t('detail:history.target.new', { type });
  const verb = historyVerb(entry.action, summary.kind, own);
  const mood = succeeded ? 'did' : 'tried';
  if (succeeded && verb === 'changed' && summary.kind === 'none' && recordsNoChange(entry.details))
    detail = { kind: 'noChange' };

  // A change of the viewed record itself names the fields: "changed Always use HTTPS".
  if (own && verb === 'changed' && detail.kind === 'changes') {
    const fields = [...new Set(detail.changes.map((c) => c.labels.at(-1) as string))];
    const sentence =
      fields.length <= namedFields
        ? t('detail:history.did.changedFields', { actor, fields: listOf(fields, i18n.language) })
        : t('detail:history.did.changedCount', { actor, count: fields.length });
    return { sentence, detail };
  }
  return { sentence: t(`detail:history.${mood}.${verb}`, { actor, target, type }), detail };
}
