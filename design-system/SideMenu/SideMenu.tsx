import { useId, useMemo, useState, type ReactNode } from 'react';
import { Disclosure } from 'react-aria-components';
import {
  Chevron,
  GroupTrigger,
  HiddenText,
  ItemLabel,
  ItemLink,
  List,
  Nav,
  NewTabIcon,
  Panel,
  Section,
  SectionHeading,
  SectionOverline,
  Tag,
} from './SideMenu.styles';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

export interface SideMenuItem {
  /** Stable id (unique within the menu). */
  id: string;
  /** Visible label. */
  label: string;
  /** Target of a link item. Items with `items` are collapsible groups; their own `href` is only used for matching. */
  href?: string;
  /** Nested items; makes this item a collapsible group (or, with `section`, a headed section). */
  items?: SideMenuItem[];
  /**
   * Makes an item with `items` a section that is always open, headed by what it is about (e.g. the site the
   * pages below belong to: "Site" over "shop"); the heading names its list for assistive technology.
   */
  section?: { overline: string; heading: ReactNode };
  /** Short tag after the label (e.g. the translated word "beta"). */
  badge?: string;
  /** Whether a group starts expanded even when it does not hold the active item. */
  defaultExpanded?: boolean;
  /**
   * Makes a link item leave the console: it opens in a new tab (without access to this window) and this text
   * (e.g. the translated "opens in a new tab") is part of its accessible name. Never matched as active.
   */
  newTabHint?: string;
}

export interface SideMenuProps extends DataAttributes {
  /** The menu as data, in display order. */
  items: SideMenuItem[];
  /**
   * The current location (pathname). The link whose href is the longest prefix of it, at a path-segment
   * boundary, is marked `aria-current="page"`, and the groups holding it are expanded.
   */
  activeHref?: string;
  /** The active link's id, when the caller knows it (e.g. from its route table): takes precedence over `activeHref`. */
  activeId?: string;
  /** Accessible name of the navigation landmark (e.g. "WAF"). */
  ariaLabel: string;
  className?: string;
}

function matches(href: string, activeHref: string): boolean {
  if (href === activeHref) return true;
  const base = href.endsWith('/') ? href : `${href}/`;
  return activeHref.startsWith(base);
}

/** " (hint)": set apart from the label when read as one accessible name. */
const parenthesized = (text: string) => ` (${text})`;

/** Finds the active link (`activeId` when given, else the longest href matching `activeHref`) and the ids of the
 *  groups that hold it. */
export function findActiveItem(
  items: SideMenuItem[],
  activeHref: string | undefined,
  activeId?: string,
): { activeId: string | undefined; ancestorIds: Set<string> } {
  let best: { id: string; length: number; path: string[] } | undefined;
  const walk = (list: SideMenuItem[], path: string[]) => {
    for (const item of list) {
      if (item.items?.length) {
        walk(item.items, [...path, item.id]);
      } else if (activeId !== undefined) {
        if (item.id === activeId && !best) best = { id: item.id, length: 0, path };
      } else if (item.href && !item.newTabHint && activeHref && matches(item.href, activeHref)) {
        if (!best || item.href.length > best.length) best = { id: item.id, length: item.href.length, path };
      }
    }
  };
  walk(items, []);
  return { activeId: best?.id, ancestorIds: new Set(best?.path ?? []) };
}

/** A section: its heading, then its links, always shown. */
function MenuSection({
  item,
  depth,
  children,
}: {
  item: SideMenuItem & { section: NonNullable<SideMenuItem['section']> };
  depth: number;
  children: (list: SideMenuItem[], depth: number, labelledBy: string) => ReactNode;
}) {
  const headingId = useId();
  return (
    <Section>
      <SectionHeading id={headingId}>
        <SectionOverline>{item.section.overline}</SectionOverline> <span>{item.section.heading}</span>
      </SectionHeading>
      {children(item.items ?? [], depth, headingId)}
    </Section>
  );
}

/**
 * Side navigation: a `nav` landmark with links (react-aria Link, so the app's RouterProvider does client-side
 * navigation) and collapsible groups (react-aria Disclosure). The active link carries `aria-current="page"`.
 */
export function SideMenu({
  items,
  activeHref,
  activeId: givenActiveId,
  ariaLabel,
  className,
  ...rest
}: SideMenuProps) {
  const { activeId, ancestorIds } = useMemo(
    () => findActiveItem(items, activeHref, givenActiveId),
    [items, activeHref, givenActiveId],
  );
  // What the user toggled; cleared for the groups that hold a newly active item, so they open again.
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const [seenActiveId, setSeenActiveId] = useState(activeId);
  if (seenActiveId !== activeId) {
    setSeenActiveId(activeId);
    setToggled((previous) => {
      const next = { ...previous };
      for (const id of ancestorIds) delete next[id];
      return next;
    });
  }

  const isExpanded = (item: SideMenuItem) =>
    toggled[item.id] ?? (ancestorIds.has(item.id) || Boolean(item.defaultExpanded));

  const renderItems = (list: SideMenuItem[], depth: number, labelledBy?: string): ReactNode => (
    <List data-depth={depth} aria-labelledby={labelledBy}>
      {list.map((item) => {
        if (item.items?.length && item.section) {
          return (
            <MenuSection key={item.id} item={{ ...item, section: item.section }} depth={depth}>
              {renderItems}
            </MenuSection>
          );
        }
        if (item.items?.length) {
          const expanded = isExpanded(item);
          return (
            <li key={item.id}>
              <Disclosure
                isExpanded={expanded}
                onExpandedChange={(value) => setToggled((previous) => ({ ...previous, [item.id]: value }))}
              >
                <GroupTrigger
                  slot="trigger"
                  data-depth={depth}
                  data-state={ancestorIds.has(item.id) ? 'holds-active' : undefined}
                >
                  <ItemLabel>{item.label}</ItemLabel>
                  {item.badge ? <Tag tone="info">{item.badge}</Tag> : null}
                  <Chevron
                    aria-hidden="true"
                    viewBox="0 0 16 16"
                    data-state={expanded ? 'expanded' : 'collapsed'}
                  >
                    <path d="M6 4 L10 8 L6 12" />
                  </Chevron>
                </GroupTrigger>
                <Panel>{renderItems(item.items, depth + 1)}</Panel>
              </Disclosure>
            </li>
          );
        }
        const active = item.id === activeId;
        const newTab = item.newTabHint
          ? ({ target: '_blank', rel: 'noopener noreferrer' } as const)
          : undefined;
        return (
          <li key={item.id}>
            <ItemLink
              href={item.href}
              {...newTab}
              aria-current={active ? 'page' : undefined}
              data-state={active ? 'active' : undefined}
              data-depth={depth}
            >
              <ItemLabel>{item.label}</ItemLabel>
              {item.badge ? <Tag tone="info">{item.badge}</Tag> : null}
              {item.newTabHint ? (
                <>
                  <NewTabIcon aria-hidden="true" viewBox="0 0 16 16">
                    <path d="M9 3 H13 V7 M13 3 L7 9 M11 10 V13 H3 V5 H6" />
                  </NewTabIcon>
                  <HiddenText>{parenthesized(item.newTabHint)}</HiddenText>
                </>
              ) : null}
            </ItemLink>
          </li>
        );
      })}
    </List>
  );

  return (
    <Nav {...dataAttributes(rest)} className={className} aria-label={ariaLabel}>
      {renderItems(items, 0)}
    </Nav>
  );
}
