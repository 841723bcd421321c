import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Autocomplete } from 'react-aria-components';
import type { Key } from 'react-aria-components';
import { buildSections, pushRecent, splitHighlights } from './commandSearch';
import type { MatchRange, SearchableCommand } from './commandSearch';
import { useCommandPaletteShortcut } from './useCommandPaletteShortcut';
import {
  ClearButton,
  CommandMenu,
  Description,
  Empty,
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
  Surface,
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
}

export interface CommandPaletteStrings {
  /** Accessible name of the dialog (e.g. "Command palette"). */
  dialogLabel: string;
  /** Accessible name of the search field (e.g. "Search commands"). */
  searchLabel: string;
  /** Placeholder of the search field (e.g. "Type a command or search…"). */
  placeholder?: string;
  /** Shown when nothing matches; a function receives the query. */
  noResults: string | ((query: string) => string);
  /** Title of the recently-used section (shown only with `recentIds`). */
  recentTitle?: string;
  /** Accessible name of the button that clears the search (e.g. "Clear search"). */
  clearSearch: string;
}

export interface CommandPaletteProps extends DataAttributes {
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

interface PaletteContentProps extends Pick<
  CommandPaletteProps,
  'items' | 'strings' | 'recentIds' | 'onRecentIdsChange' | 'onAction'
> {
  close: () => void;
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
  close,
}: PaletteContentProps) {
  const [query, setQuery] = useState('');
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
    close();
    item.onAction?.();
    onAction?.(item);
    if (recentIds) onRecentIdsChange?.(pushRecent(recentIds, item.id));
  };

  const noResults = typeof strings.noResults === 'function' ? strings.noResults(query) : strings.noResults;

  return (
    <Autocomplete inputValue={query} onInputChange={setQuery}>
      {/* The dialog exists to type into: focus starts in the search field (WAI-ARIA dialog pattern: the
          element for the primary task), not on the dialog itself. */}
      {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
      <Search aria-label={strings.searchLabel} autoFocus>
        <SearchGlyph>{searchGlyph}</SearchGlyph>
        <SearchInput placeholder={strings.placeholder} />
        <ClearButton aria-label={strings.clearSearch}>{clearGlyph}</ClearButton>
      </Search>
      <CommandMenu
        aria-label={strings.dialogLabel}
        onAction={runCommand}
        disabledKeys={[...byKey].filter(([, item]) => item.isDisabled).map(([key]) => key)}
        renderEmptyState={() => <Empty>{noResults}</Empty>}
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
 * Fuzzy search over labels and keywords, results in sections with the matched characters marked; arrows move,
 * Enter runs or navigates, Escape closes and focus returns to where it was.
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
              close={close}
            />
          )}
        </Surface>
      </Panel>
    </Overlay>
  );
}
