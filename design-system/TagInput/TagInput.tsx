import { useRef, useState } from 'react';
import type { ClipboardEvent, KeyboardEvent, MouseEvent } from 'react';
import type { Key, Selection } from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel } from '../foundations/field.styles';
import { Box, Input, Remove, Root, Tag, TagList, Tags } from './TagInput.styles';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

export interface TagInputStrings {
  /** Verb on a tag's remove button (e.g. "Remove"); react-aria appends the tag, giving "Remove 10.0.0.1". */
  remove: string;
  /** Shown as the field error when an entry is already in the list. */
  duplicate: string;
  /** Shown as the field error when the list already holds `maxItems` entries. */
  tooMany: string;
  /** Accessible name of the list of tags; defaults to the label. */
  tagsLabel?: string;
}

export interface TagInputProps extends DataAttributes {
  /** Visible label, wired to the input. */
  label: string;
  strings: TagInputStrings;
  /** Controlled list of entries. */
  values: readonly string[];
  /** Called with the new list when an entry is added or removed. */
  onChange: (values: string[]) => void;
  /** Returns an error message for an entry that must be refused, or undefined to accept it. */
  validate?: (value: string) => string | undefined;
  /** Most entries allowed. */
  maxItems?: number;
  description?: string;
  /** An error from outside (e.g. the server); shown when no entry error is shown. */
  errorMessage?: string;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  placeholder?: string;
  name?: string;
  className?: string;
}

/** Splits typed or pasted text into entries at commas, white space and new lines. */
export function splitEntries(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((e) => e.trim())
    .filter((e) => e !== '');
}

export type EntryProblem = 'duplicate' | 'too-many' | { message: string };

export interface AddResult {
  values: string[];
  /** Entries not added (the first refused one and every one after it), to be left in the input. */
  rest: string[];
  problem?: EntryProblem;
}

/** Adds entries in order until one is refused (duplicate, over `maxItems`, or failing `validate`). */
export function addEntries(
  values: readonly string[],
  entries: readonly string[],
  options: { validate?: (value: string) => string | undefined; maxItems?: number } = {},
): AddResult {
  const next = [...values];
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    let problem: EntryProblem | undefined;
    if (next.includes(entry)) problem = 'duplicate';
    else if (options.maxItems !== undefined && next.length >= options.maxItems) problem = 'too-many';
    else {
      const message = options.validate?.(entry);
      if (message !== undefined) problem = { message };
    }
    if (problem) return { values: next, rest: entries.slice(i), problem };
    next.push(entry);
  }
  return { values: next, rest: [] };
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const HEXTET = /^[0-9a-f]{1,4}$/i;

function isIpv4(text: string): boolean {
  return IPV4.test(text);
}

function isIpv6(text: string): boolean {
  if (!text.includes(':')) return false;
  const halves = text.split('::');
  if (halves.length > 2) return false;
  const parts = (half: string) => (half === '' ? [] : half.split(':'));
  const head = parts(halves[0]!);
  const tail = halves.length === 2 ? parts(halves[1]!) : [];
  const groups = [...head, ...tail];
  let count = groups.length;
  // An embedded IPv4 address (::ffff:192.0.2.1) may end the address and counts as two groups.
  const last = groups[groups.length - 1];
  if (last !== undefined && last.includes('.')) {
    if (!isIpv4(last)) return false;
    groups.pop();
    count += 1;
  }
  if (!groups.every((g) => HEXTET.test(g))) return false;
  return halves.length === 2 ? count <= 7 : count === 8;
}

/** Checks an IPv4 or IPv6 address, optionally with a CIDR prefix (≤ 32 or ≤ 128). The caller words the codes. */
export function validateIpOrCidr(value: string): 'invalid-ip' | 'invalid-prefix' | undefined {
  const text = value.trim();
  const slash = text.indexOf('/');
  const address = slash === -1 ? text : text.slice(0, slash);
  const v4 = isIpv4(address);
  if (!v4 && !isIpv6(address)) return 'invalid-ip';
  if (slash === -1) return undefined;
  const prefix = text.slice(slash + 1);
  if (!/^(0|[1-9]\d{0,2})$/.test(prefix)) return 'invalid-prefix';
  return Number(prefix) <= (v4 ? 32 : 128) ? undefined : 'invalid-prefix';
}

const cross = (
  <svg viewBox="0 0 16 16" fill="none" aria-hidden="true">
    <path d="m4 4 8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
  </svg>
);

/**
 * A labelled input that turns entries into removable tags on Enter, comma, or paste of a list (IP allow lists,
 * domains, e-mail addresses). Refused entries stay in the input and the reason shows as the field error.
 */
export function TagInput({
  label,
  strings,
  values,
  onChange,
  validate,
  maxItems,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  isDisabled,
  placeholder,
  name,
  className,
  ...rest
}: TagInputProps) {
  const [input, setInput] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);

  const commit = (text: string) => {
    const entries = splitEntries(text);
    if (entries.length === 0) {
      setInput('');
      return;
    }
    const result = addEntries(values, entries, { validate, maxItems });
    if (result.values.length !== values.length) onChange(result.values);
    setInput(result.rest.join(', '));
    const p = result.problem;
    setProblem(
      p === undefined
        ? undefined
        : p === 'duplicate'
          ? strings.duplicate
          : p === 'too-many'
            ? strings.tooMany
            : p.message,
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      if (event.key === ',' || input.trim() !== '') event.preventDefault();
      commit(input);
    } else if (event.key === 'Backspace' && input === '' && values.length > 0) {
      event.preventDefault();
      setProblem(undefined);
      onChange(values.slice(0, -1));
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text');
    if (!/[\s,]/.test(pasted.trim())) return;
    event.preventDefault();
    commit(`${input} ${pasted}`);
  };

  const focusInput = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) inputRef.current?.focus();
  };

  const shownError = problem ?? errorMessage;
  const invalid = Boolean(problem) || Boolean(isInvalid);

  return (
    <Root
      {...dataAttributes(rest)}
      className={className}
      value={input}
      onChange={(text) => {
        setInput(text);
        setProblem(undefined);
      }}
      name={name}
      isInvalid={invalid}
      isRequired={isRequired && values.length === 0}
      isDisabled={isDisabled}
      validationBehavior="aria"
    >
      <FieldLabel data-required={isRequired || undefined}>{label}</FieldLabel>
      {/* Clicking the empty part of the box focuses the input; the input itself is reachable by keyboard. */}
      <Box data-invalid={invalid || undefined} data-disabled={isDisabled || undefined} onClick={focusInput}>
        {values.length > 0 ? (
          <Tags
            aria-label={strings.tagsLabel ?? label}
            disabledKeys={isDisabled ? values : undefined}
            onRemove={(keys: Selection) => {
              if (keys === 'all') return;
              const removed = new Set([...keys].map((k: Key) => String(k)));
              setProblem(undefined);
              const next = values.filter((v) => !removed.has(v));
              onChange(next);
              // With the last tag gone the list unmounts; keep focus in the field.
              if (next.length === 0) inputRef.current?.focus();
            }}
          >
            <TagList items={values.map((v) => ({ id: v }))}>
              {(item) => (
                <Tag id={item.id} textValue={item.id}>
                  {item.id}
                  {isDisabled ? null : (
                    <Remove slot="remove" aria-label={strings.remove}>
                      {cross}
                    </Remove>
                  )}
                </Tag>
              )}
            </TagList>
          </Tags>
        ) : null}
        <Input ref={inputRef} placeholder={placeholder} onKeyDown={onKeyDown} onPaste={onPaste} />
      </Box>
      {description ? <FieldDescription slot="description">{description}</FieldDescription> : null}
      {shownError ? <FieldErrorText>{shownError}</FieldErrorText> : null}
    </Root>
  );
}
