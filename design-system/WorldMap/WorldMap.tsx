import { useId, useMemo, useState } from 'react';
import type { CSSProperties, KeyboardEvent } from 'react';
import { useFocusVisible } from 'react-aria';
import { ChartFrame, ChartTable, defaultFormat } from '../Charts/Charts';
import type { ChartTableRow, ChartToggleStrings, ValueFormatter } from '../Charts/Charts';
import { Svg, VisuallyHidden } from '../Charts/Charts.styles';
import { chartNoData, chartSequential, seriesColor } from '../Charts/palette';
import {
  CountryShape,
  FocusHalo,
  FocusOverlay,
  HatchLine,
  MapArea,
  SelectedOverlay,
  Tip,
  TipDetail,
  TipName,
  TipSwatch,
} from './WorldMap.styles';
import { useWorldCountries } from './worldCountries';
import type { WorldCountry } from './worldCountries';
import { projectShapes } from './mapProjection';
import { WorldMapLegend } from './WorldMapLegend';
import type { WorldMapLegendItem } from './WorldMapLegend';
import {
  binIndex,
  categoricalOrder,
  categorySlots,
  moveFocus,
  sequentialBins,
  toggleCode,
  valueOrder,
} from './worldMapLogic';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

/** Texts every map needs. */
export interface WorldMapBaseStrings extends ChartToggleStrings {
  /** Table header of the country column, e.g. "Country". */
  countryHeader: string;
  /** Shown for a country without a value or category (tooltip, table, legend), e.g. "No data". */
  noData: string;
  /** Accessible name of the colour legend, e.g. "Requests per country". */
  legendLabel: string;
  /** How to use the map by keyboard, e.g. "Arrow keys move between countries in alphabetical order…". */
  keyboardHint: string;
}

/** Texts of a sequential map (a value per country, optionally selectable). */
export interface WorldMapStrings extends WorldMapBaseStrings {
  /** Table header of the value column, e.g. "Requests". */
  valueHeader: string;
  /** Table header of the selection column (selectable maps), e.g. "Blocked". */
  selectedHeader: string;
  /** Shown for a selected country (tooltip, table, legend), e.g. "Blocked". */
  selectedState: string;
}

/** Texts of a categorical map. */
export interface WorldMapCategoricalStrings extends WorldMapBaseStrings {
  /** Table header of the category column, e.g. "Main CDN". */
  categoryHeader: string;
  /** Table header of the detail column (shown when some country has a `detail`), e.g. "Split". */
  detailHeader: string;
}

/** One category of a categorical map, e.g. a CDN. */
export interface WorldMapCategory {
  /** Referenced by the countries' `category`. */
  id: string;
  /** Shown in the legend, tooltip, accessible name and table, e.g. "CDN A". */
  label: string;
  /**
   * Index into the chart series palette. Default: the category's position in `categories`. Give it to keep a
   * category's colour when others are left out. The palette has 8 colours; more categories repeat them.
   */
  series?: number;
}

/** The category of one country, with an optional detail text. */
export interface WorldMapCountryCategory {
  /** Id of one of `categories`; an unknown id shows as no data. */
  category: string;
  /** Shown after the category in the tooltip, accessible name and table, e.g. "CDN A 70 %, CDN B 30 %". */
  detail?: string;
}

interface WorldMapCommonProps extends DataAttributes {
  title: string;
  /** A sentence describing the map, read by screen readers. */
  summary: string;
  /** Localized name of a country (the app passes its i18n names). */
  countryName: (code: string) => string;
  /** Default 'naturalEarth'. */
  projection?: 'naturalEarth' | 'mercator';
  /** Locale for alphabetical keyboard order and type-ahead. */
  locale?: string;
  /** Fixed width in px; omitted: fills the container. */
  width?: number;
  /** Height in px; default about half the width. */
  height?: number;
  defaultShowTable?: boolean;
  className?: string;
}

/** The default mode: a value per country on the sequential scale, optionally selectable (geo blocking). */
export interface WorldMapSequentialProps extends WorldMapCommonProps {
  mode?: 'sequential';
  /** Value per ISO 3166-1 alpha-2 code, e.g. `{ VN: 5400, DE: 1200 }`; countries without one show as no data. */
  values: Readonly<Record<string, number>>;
  strings: WorldMapStrings;
  formatValue?: ValueFormatter;
  /** Legend text of one colour step from its formatted bounds; default "low–high" (en dash). */
  formatRange?: (low: string, high: string) => string;
  /** Countries can be toggled (click, Enter, Space), e.g. for geo blocking. */
  selectable?: boolean;
  /** Controlled selected codes. */
  selected?: readonly string[];
  /** Uncontrolled initial selection. */
  defaultSelected?: readonly string[];
  onSelectionChange?: (codes: string[]) => void;
  categories?: never;
  countries?: never;
}

/** A category per country (e.g. the CDN taking the majority of its traffic), coloured from the series palette. */
export interface WorldMapCategoricalProps extends WorldMapCommonProps {
  mode: 'categorical';
  /** The categories in legend order; their colours follow it (or their `series`). */
  categories: readonly WorldMapCategory[];
  /** Category per ISO 3166-1 alpha-2 code; countries without one show as no data. */
  countries: Readonly<Record<string, WorldMapCountryCategory>>;
  strings: WorldMapCategoricalStrings;
  values?: never;
  formatValue?: never;
  formatRange?: never;
  selectable?: never;
  selected?: never;
  defaultSelected?: never;
  onSelectionChange?: never;
}

export type WorldMapProps = WorldMapSequentialProps | WorldMapCategoricalProps;

const STEPS = chartSequential.length;

const NO_COUNTRIES: WorldCountry[] = [];

/** Default height / width: the atlas without Antarctica is about 2:1 in Natural Earth, 3:2 in Mercator. */
const ASPECT = { naturalEarth: 0.5, mercator: 0.65 } as const;

const defaultRange = (low: string, high: string) => `${low}–${high}`;

interface Tooltip {
  code: string;
  x: number;
  y: number;
}

/** One line of a country's tooltip after its name; the lines also make up its accessible name. */
interface DetailLine {
  text: string;
  /** Colour of a swatch before the text (the category's colour). */
  swatch?: string;
}

/** What differs between the modes: colours, the texts per country, the table and the legend. */
interface MapView {
  fillOf: (code: string) => string;
  details: (code: string) => readonly DetailLine[];
  columns: readonly string[];
  rows: readonly ChartTableRow[];
  legend: readonly WorldMapLegendItem[];
}

const NONE: readonly string[] = [];

function sequentialView(
  { values, strings, formatValue = defaultFormat, formatRange = defaultRange }: WorldMapSequentialProps,
  selectable: boolean,
  selected: readonly string[],
  countryName: (code: string) => string,
  locale: string | undefined,
): MapView {
  const bins = sequentialBins(Math.max(0, ...Object.values(values)), STEPS);
  const valueText = (code: string) => {
    const v = values[code];
    return v === undefined ? strings.noData : formatValue(v);
  };
  return {
    fillOf: (code) => {
      const v = values[code];
      return v === undefined ? chartNoData : (chartSequential[binIndex(v, bins)] ?? chartNoData);
    },
    details: (code) => [{ text: valueText(code) }],
    columns: selectable ? [strings.valueHeader, strings.selectedHeader] : [strings.valueHeader],
    rows: valueOrder(values, selected, countryName, locale).map((code) => ({
      key: code,
      header: countryName(code),
      cells: selectable
        ? [valueText(code), selected.includes(code) ? strings.selectedState : '']
        : [valueText(code)],
    })),
    legend: bins.map((upper, i) => ({
      key: String(upper),
      fill: chartSequential[i] ?? chartNoData,
      text: formatRange(formatValue(i === 0 ? 0 : (bins[i - 1] ?? 0)), formatValue(upper)),
    })),
  };
}

function categoricalView(
  { categories, countries, strings }: WorldMapCategoricalProps,
  countryName: (code: string) => string,
  locale: string | undefined,
): MapView {
  const slots = categorySlots(categories);
  const categoryOf = (code: string) => {
    const category = countries[code]?.category;
    const slot = category === undefined ? undefined : slots.get(category);
    return slot && { label: categories[slot.order]?.label ?? '', fill: seriesColor(slot.series) };
  };
  const codes = categoricalOrder(countries, slots, countryName, locale);
  const hasDetail = codes.some((code) => Boolean(countries[code]?.detail));
  return {
    fillOf: (code) => categoryOf(code)?.fill ?? chartNoData,
    details: (code) => {
      const category = categoryOf(code);
      const detail = countries[code]?.detail;
      return [
        category ? { text: category.label, swatch: category.fill } : { text: strings.noData },
        ...(detail ? [{ text: detail }] : []),
      ];
    },
    columns: hasDetail ? [strings.categoryHeader, strings.detailHeader] : [strings.categoryHeader],
    rows: codes.map((code) => {
      const label = categoryOf(code)?.label ?? strings.noData;
      return {
        key: code,
        header: countryName(code),
        cells: hasDetail ? [label, countries[code]?.detail ?? ''] : [label],
      };
    }),
    legend: [...slots].map(([key, slot]) => ({
      key,
      fill: seriesColor(slot.series),
      text: categories[slot.order]?.label ?? '',
    })),
  };
}

/**
 * A world map with a tooltip on hover and focus, a legend and a table view, in one of two modes. Sequential (the
 * default): a choropleth of values per country with a sequential colour scale and an optional selection mode.
 * Categorical: each country takes the colour of its category (e.g. the CDN serving it), with a detail text.
 * Keyboard: one tab stop; arrows move through the countries in alphabetical order of their shown names (a roving
 * tabindex, since geographic neighbours have no reliable reading order), Home/End jump, a letter jumps to the next
 * country starting with it, Enter/Space toggles in selectable mode.
 */
export function WorldMap(props: WorldMapProps) {
  const {
    title,
    summary,
    countryName,
    strings,
    projection = 'naturalEarth',
    locale,
    width,
    height,
    defaultShowTable,
    className,
  } = props;
  const sequential = props.mode === 'categorical' ? undefined : props;
  const selectable = sequential?.selectable ?? false;
  const selectedText = sequential?.strings.selectedState;
  const id = useId();
  const hatchId = `${id}-hatch`;
  const hintId = `${id}-hint`;
  const [selectedState, setSelectedState] = useState<readonly string[]>(sequential?.defaultSelected ?? NONE);
  const selected = sequential ? (sequential.selected ?? selectedState) : NONE;
  // The roving tab stop: the country Tab returns to. It stays when focus leaves the map.
  const [focusCode, setFocusCode] = useState<string | undefined>(undefined);
  // The country that has focus right now; the focus ring shows only while it does, and only for keyboard focus.
  const [ringCode, setRingCode] = useState<string | undefined>(undefined);
  const { isFocusVisible } = useFocusVisible();
  const [tooltip, setTooltip] = useState<Tooltip | null>(null);

  // Empty until the atlas has arrived (worldCountries.ts): the map draws no countries until then.
  const atlas = useWorldCountries() ?? NO_COUNTRIES;
  const coded = useMemo(
    () =>
      atlas
        .flatMap((c) => (c.code === undefined ? [] : [{ code: c.code, name: countryName(c.code) }]))
        .sort((a, b) => a.name.localeCompare(b.name, locale)),
    [atlas, countryName, locale],
  );
  const order = coded.map((c) => c.code);
  const names = coded.map((c) => c.name);
  const tabCode = focusCode ?? order[0];

  const view =
    props.mode === 'categorical'
      ? categoricalView(props, countryName, locale)
      : sequentialView(props, selectable, selected, countryName, locale);
  const fillOf = (code: string | undefined) => (code === undefined ? chartNoData : view.fillOf(code));

  const toggle = (code: string) => {
    const next = toggleCode(selected, code);
    if (sequential?.selected === undefined) setSelectedState(next);
    sequential?.onSelectionChange?.(next);
  };

  const focusCountry = (svg: SVGSVGElement | null, code: string | undefined) => {
    if (!svg || !code) return;
    svg.querySelector<SVGPathElement>(`[data-code="${code}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<SVGPathElement>, code: string) => {
    if (selectable && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      toggle(code);
      return;
    }
    if (event.key === 'Escape') {
      setTooltip(null);
      return;
    }
    const next = moveFocus(event.key, order.indexOf(code), names, locale);
    if (next === undefined) return;
    event.preventDefault();
    focusCountry(event.currentTarget.ownerSVGElement, order[next]);
  };

  return (
    <ChartFrame
      {...dataAttributes(props)}
      className={className}
      title={title}
      summary={summary}
      strings={strings}
      width={width}
      defaultShowTable={defaultShowTable}
      data-mode={sequential ? 'sequential' : 'categorical'}
      renderTable={(tableProps) => (
        <ChartTable
          {...tableProps}
          rowHeader={strings.countryHeader}
          columns={view.columns}
          rows={view.rows}
        />
      )}
    >
      {(graphic, size) => {
        const w = size.width;
        const h = height ?? Math.round(w * ASPECT[projection]);
        const shapes =
          atlas.length === 0
            ? []
            : projectShapes(
                atlas.map((c) => c.feature),
                projection,
                w,
                h,
              );
        const paths = shapes.map((shape, i) => ({ country: atlas[i], d: shape.d, centroid: shape.centroid }));
        const focused = isFocusVisible
          ? paths.find((p) => p.country?.code !== undefined && p.country.code === ringCode)
          : undefined;
        return (
          <>
            <MapArea style={{ width: w, height: h }}>
              <Svg
                role="group"
                aria-label={graphic['aria-label']}
                aria-describedby={`${graphic['aria-describedby']} ${hintId}`}
                width={w}
                height={h}
                viewBox={`0 0 ${w} ${h}`}
                onPointerLeave={() => setTooltip(null)}
              >
                <defs>
                  <pattern
                    id={hatchId}
                    width={6}
                    height={6}
                    patternUnits="userSpaceOnUse"
                    patternTransform="rotate(45)"
                  >
                    <HatchLine d="M0 0V6" />
                  </pattern>
                </defs>
                {atlas.length === 0 ? null : (
                  <>
                    {paths.map(({ country, d, centroid }) => {
                      const code = country?.code;
                      const fill = { '--country-fill': fillOf(code) } as CSSProperties;
                      if (!country || code === undefined) {
                        return <CountryShape key={country?.key ?? d} d={d} style={fill} aria-hidden="true" />;
                      }
                      const isSelected = selected.includes(code);
                      const label = [
                        countryName(code),
                        ...view.details(code).map((line) => line.text),
                        ...(isSelected && !selectable && selectedText !== undefined ? [selectedText] : []),
                      ].join(', ');
                      return (
                        <CountryShape
                          key={country.key}
                          d={d}
                          style={fill}
                          data-code={code}
                          data-selected={isSelected}
                          data-interactive={selectable}
                          role={selectable ? 'checkbox' : 'img'}
                          aria-checked={selectable ? isSelected : undefined}
                          aria-label={label}
                          tabIndex={code === tabCode ? 0 : -1}
                          onKeyDown={(e) => onKeyDown(e, code)}
                          onFocus={() => {
                            setFocusCode(code);
                            setRingCode(code);
                            setTooltip({ code, x: centroid[0], y: centroid[1] });
                          }}
                          onBlur={() => {
                            setRingCode((c) => (c === code ? undefined : c));
                            setTooltip((t) => (t?.code === code ? null : t));
                          }}
                          onPointerMove={(e) => {
                            const box = e.currentTarget.ownerSVGElement?.getBoundingClientRect();
                            setTooltip({
                              code,
                              x: e.clientX - (box?.left ?? 0),
                              y: e.clientY - (box?.top ?? 0),
                            });
                          }}
                          onClick={
                            selectable
                              ? () => {
                                  setFocusCode(code);
                                  toggle(code);
                                }
                              : undefined
                          }
                        />
                      );
                    })}
                    {paths
                      .filter((p) => p.country?.code !== undefined && selected.includes(p.country.code))
                      .map((p) => (
                        <SelectedOverlay
                          key={`sel-${p.country?.key ?? ''}`}
                          d={p.d}
                          style={{ '--hatch': `url(#${hatchId})` } as CSSProperties}
                          aria-hidden="true"
                        />
                      ))}
                    {focused && (
                      <>
                        <FocusHalo d={focused.d} aria-hidden="true" />
                        <FocusOverlay d={focused.d} aria-hidden="true" data-focus-overlay="" />
                      </>
                    )}
                  </>
                )}
              </Svg>
              {tooltip && (
                <Tip style={{ left: tooltip.x, top: tooltip.y }} aria-hidden="true" data-tooltip="">
                  <TipName>{countryName(tooltip.code)}</TipName>
                  {view.details(tooltip.code).map((line, i) => (
                    <TipDetail key={i}>
                      {line.swatch !== undefined && (
                        <TipSwatch style={{ '--country-fill': line.swatch } as CSSProperties} />
                      )}
                      {line.text}
                    </TipDetail>
                  ))}
                  {selected.includes(tooltip.code) && <TipDetail>{selectedText}</TipDetail>}
                </Tip>
              )}
              <VisuallyHidden id={hintId}>{strings.keyboardHint}</VisuallyHidden>
            </MapArea>
            <WorldMapLegend
              label={strings.legendLabel}
              items={view.legend}
              noData={strings.noData}
              selected={selectable ? selectedText : undefined}
            />
          </>
        );
      }}
    </ChartFrame>
  );
}
