import { useMemo, useState } from 'react';
import type { FocusEvent, ReactNode } from 'react';
import { Autocomplete } from 'react-aria-components';
import type { Key } from 'react-aria-components';
import { buildSections, pushRecent, splitHighlights } from './commandSearch';
import type { MatchRange, SearchableCommand } from './commandSearch';
import { useCommandPaletteShortcut } from './useCommandPaletteShortcut';
import { Button } from '../Button';
import { Spinner } from '../Spinner';
import {
  ClearButton,
  CommandMenu,
  Description,
  Empty,
  Hint,
  Icon,
  Item,
  ItemText,
  Label,
  Mark,
  Overlay,
  Panel,
  Search,
  SearchGlyph,
  SearchInput,
  Section,
  SectionHeader,
  StatusLine,
  Surface,
  VisuallyHidden,
} from './CommandPalette.styles';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

/** One command: a place to go (`href`) or something to run (`onAction`). */
export interface CommandPaletteItem extends SearchableCommand {
  /** Secondary text under the label (e.g. the path or what the action does). */
  description?: string;
  /** Decorative icon before the label. */
  icon?: ReactNode;
  /** Navigates here (through react-aria's RouterProvider when one is set). */
  href?: string;
  /** Runs when the command is chosen. */
  onAction?: () => void;
  isDisabled?: boolean;
  /**
   * Choosing it puts this text in the search field instead of running anything, and the palette stays open
   * (an action's verb that waits for the name of what it acts on: "Purge cache of ").
   */
  completion?: string;
}

/** A search made elsewhere for the current query (records on a server): `results` come with it. */
export type CommandPaletteStatus = 'idle' | 'loading' | 'error';

export interface CommandPaletteStrings {
  /** Accessible name of the dialog (e.g. "Command palette"). */
  dialogLabel: string;
  /** Accessible name of the search field (e.g. "Search commands"). */
  searchLabel: string;
  /** Placeholder of the search field (e.g. "Type a command or search…"). */
  placeholder?: string;
  /** Shown when nothing matches; a function receives the query. */
  noResults: string | ((query: string) => string);
  /** Shown under `noResults`: what can be searched (e.g. "Pages, settings, sites, rules and members."). */
  searchHint?: string;
  /** Shown while `status` is 'loading' (e.g. "Searching records…"). */
  loading?: string;
  /** Shown while `status` is 'error' (e.g. "Records could not be searched."). */
  error?: string;
  /** The button that calls `onRetry` after an error (e.g. "Try again"). */
  retry?: string;
  /** Title of the recently-used section (shown only with `recentIds`). */
  recentTitle?: string;
  /** Accessible name of the button that clears the search (e.g. "Clear search"). */
  clearSearch: string;
}

export interface CommandPaletteProps extends DataAttributes {
  /** Commands searched here (pages, settings) and commands found elsewhere for the query (with a `tier`). */
  items: readonly CommandPaletteItem[];
  strings: CommandPaletteStrings;
  /** Open state (controlled). Uncontrolled when omitted: the shortcut opens it, Escape closes it. */
  isOpen?: boolean;
  /** Called when the palette opens or closes (shortcut, Escape, a press outside, a chosen command). */
  onOpenChange?: (isOpen: boolean) => void;
  /** Install ⌘K (Apple) / Ctrl+K (elsewhere) on the whole page to toggle the palette. Default true. */
  hasShortcut?: boolean;
  /** Ids of recently used commands, most recent first; shown on top while the search is empty. */
  recentIds?: readonly string[];
  /** Called with the new recent list after a command is chosen (persist it to keep recents). */
  onRecentIdsChange?: (recentIds: string[]) => void;
  /** Called with every chosen command, after its own `onAction`. */
  onAction?: (item: CommandPaletteItem) => void;
  /**
   * Called with the search text whenever it is changed (typing, clearing, a completion). Every opening starts
   * from an empty search without a call: an owner searching elsewhere forgets its query when the palette closes.
   */
  onQueryChange?: (query: string) => void;
  /** A search made elsewhere for the current query: shown under the search field. Default 'idle'. */
  status?: CommandPaletteStatus;
  /** Searches again after an error (a "retry" button shows with the error). */
  onRetry?: () => void;
  className?: string;
}

function Highlighted({ label, ranges }: { label: string; ranges: readonly MatchRange[] }) {
  return (
    <>
      {splitHighlights(label, ranges).map((run, index) =>
        run.isMatch ? <Mark key={index}>{run.text}</Mark> : <span key={index}>{run.text}</span>,
      )}
    </>
  );
}

const searchGlyph = (
  <svg viewBox="0 0 16 16" fill="none" aria-hidden="true">
    <circle cx="7" cy="7" r="4.5" stroke="currentColor" strokeWidth="1.5" />
    <path d="m10.5 10.5 3 3" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
  </svg>
);

const clearGlyph = (
  <svg viewBox="0 0 16 16" aria-hidden="true">
    <path d="M4 4 L12 12 M12 4 L4 12" stroke="currentColor" strokeWidth="1.75" fill="none" />
  </svg>
);

/** The caret after the text: typing goes on where a completion left off. */
const caretToEnd = (event: FocusEvent<HTMLInputElement>) => {
  const { length } = event.currentTarget.value;
  event.currentTarget.setSelectionRange(length, length);
};

interface PaletteContentProps extends Pick<
  CommandPaletteProps,
  'items' | 'strings' | 'recentIds' | 'onRecentIdsChange' | 'onAction' | 'onQueryChange' | 'onRetry'
> {
  status: CommandPaletteStatus;
  close: () => void;
}

/**
 * The state of the search made elsewhere, announced politely; after an error, a way to try again. While the
 * results are empty the empty state shows "searching" itself, so this line only announces it.
 */
function SearchStatus({
  status,
  strings,
  onRetry,
  hasResults,
}: Pick<PaletteContentProps, 'status' | 'strings' | 'onRetry'> & { hasResults: boolean }) {
  const quiet = status === 'loading' && !hasResults;
  return (
    <StatusLine data-state={quiet ? 'idle' : status}>
      {/* Always in the document, so what appears in it is announced. */}
      <span role="status">
        {status === 'loading' && quiet ? <VisuallyHidden>{strings.loading}</VisuallyHidden> : null}
        {status === 'loading' && !quiet ? (
          <Spinner size="small" label={strings.loading ?? ''} showLabel />
        ) : null}
        {status === 'error' ? strings.error : null}
      </span>
      {status === 'error' && onRetry && strings.retry ? (
        <Button size="small" onPress={onRetry}>
          {strings.retry}
        </Button>
      ) : null}
    </StatusLine>
  );
}

/**
 * The search field and the results. It lives only while the dialog is open, so every opening starts from an
 * empty search, however the palette was opened (shortcut, button, a controlled `isOpen`).
 */
function PaletteContent({
  items,
  strings,
  recentIds,
  onRecentIdsChange,
  onAction,
  onQueryChange,
  status,
  onRetry,
  close,
}: PaletteContentProps) {
  const [query, setQuery] = useState('');
  // A completion changes the text under the menu's feet: the search starts afresh (react-aria keeps a focused
  // result of the old list otherwise), focus back in the field with the caret after the text.
  const [completions, setCompletions] = useState(0);
  const changeQuery = (next: string) => {
    setQuery(next);
    onQueryChange?.(next);
  };
  const sections = useMemo(
    () => buildSections(items, query, { recentIds, recentTitle: strings.recentTitle }),
    [items, query, recentIds, strings.recentTitle],
  );
  const byKey = useMemo(
    () => new Map(sections.flatMap((section) => section.matches.map((match) => [match.key, match.item]))),
    [sections],
  );

  const runCommand = (key: Key) => {
    const item = byKey.get(String(key));
    if (!item) return;
    if (item.completion !== undefined) {
      changeQuery(item.completion);
      setCompletions((n) => n + 1);
      return;
    }
    close();
    item.onAction?.();
    onAction?.(item);
    if (recentIds) onRecentIdsChange?.(pushRecent(recentIds, item.id));
  };

  const noResults = typeof strings.noResults === 'function' ? strings.noResults(query) : strings.noResults;

  return (
    <Autocomplete key={completions} inputValue={query} onInputChange={changeQuery}>
      {/* The dialog exists to type into: focus starts in the search field (WAI-ARIA dialog pattern: the
          element for the primary task), not on the dialog itself. */}
      {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
      <Search aria-label={strings.searchLabel} autoFocus>
        <SearchGlyph>{searchGlyph}</SearchGlyph>
        <SearchInput placeholder={strings.placeholder} onFocus={caretToEnd} />
        <ClearButton aria-label={strings.clearSearch}>{clearGlyph}</ClearButton>
      </Search>
      <SearchStatus status={status} strings={strings} onRetry={onRetry} hasResults={byKey.size > 0} />
      <CommandMenu
        aria-label={strings.dialogLabel}
        onAction={runCommand}
        disabledKeys={[...byKey].filter(([, item]) => item.isDisabled).map(([key]) => key)}
        renderEmptyState={() =>
          // While the search elsewhere runs, "nothing matches" would be premature.
          status === 'loading' ? (
            <Empty>
              <span>{strings.loading}</span>
            </Empty>
          ) : (
            <Empty>
              <span>{noResults}</span>
              {strings.searchHint ? <Hint>{strings.searchHint}</Hint> : null}
            </Empty>
          )
        }
      >
        {sections.map((section) => (
          <Section key={section.id} id={section.id}>
            {section.title ? <SectionHeader>{section.title}</SectionHeader> : null}
            {section.matches.map((match) => (
              <Item key={match.key} id={match.key} textValue={match.item.label} href={match.item.href}>
                {/* Always present, so labels line up whether or not a command has an icon. */}
                <Icon aria-hidden="true">{match.item.icon}</Icon>
                <ItemText>
                  <Label>
                    <Highlighted label={match.item.label} ranges={match.ranges} />
                  </Label>
                  {match.item.description ? <Description>{match.item.description}</Description> : null}
                </ItemText>
              </Item>
            ))}
          </Section>
        ))}
      </CommandMenu>
    </Autocomplete>
  );
}

/**
 * A command palette: a modal dialog with a search field over a menu of commands (react-aria Autocomplete).
 * Ranked search over labels and keywords (exact, prefix, word prefix, substring; case and diacritics aside),
 * merged with what was found elsewhere for the query (`tier`), results in sections with the matched characters
 * marked; arrows move, Enter runs or navigates, Escape closes and focus returns to where it was.
 */
export function CommandPalette({
  items,
  strings,
  isOpen: controlledOpen,
  onOpenChange,
  hasShortcut = true,
  recentIds,
  onRecentIdsChange,
  onAction,
  onQueryChange,
  status = 'idle',
  onRetry,
  className,
  ...rest
}: CommandPaletteProps) {
  const [innerOpen, setInnerOpen] = useState(false);
  const isOpen = controlledOpen ?? innerOpen;
  const setOpen = (next: boolean) => {
    if (controlledOpen === undefined) setInnerOpen(next);
    onOpenChange?.(next);
  };
  useCommandPaletteShortcut(() => setOpen(!isOpen), hasShortcut);

  return (
    <Overlay isOpen={isOpen} onOpenChange={setOpen} isDismissable>
      <Panel {...dataAttributes(rest)} className={className}>
        <Surface aria-label={strings.dialogLabel}>
          {({ close }) => (
            <PaletteContent
              items={items}
              strings={strings}
              recentIds={recentIds}
              onRecentIdsChange={onRecentIdsChange}
              onAction={onAction}
              onQueryChange={onQueryChange}
              status={status}
              onRetry={onRetry}
              close={close}
            />
          )}
        </Surface>
      </Panel>
    </Overlay>
  );
}
