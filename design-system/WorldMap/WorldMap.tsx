import { useId, useMemo, useState } from 'react';
import type { ComponentProps, CSSProperties, KeyboardEvent } from 'react';
import { Mercator, NaturalEarth } from '@visx/geo';
import { ChartFrame, ChartTable, defaultFormat } from '../Charts/Charts';
import type { ChartToggleStrings, ValueFormatter } from '../Charts/Charts';
import { Svg, VisuallyHidden } from '../Charts/Charts.styles';
import { chartNoData, chartSequential } from '../Charts/palette';
import {
  CountryShape,
  FocusOverlay,
  HatchLine,
  MapArea,
  SelectedOverlay,
  Tip,
  TipDetail,
  TipName,
} from './WorldMap.styles';
import { worldCountries } from './worldCountries';
import { WorldMapLegend } from './WorldMapLegend';
import { binIndex, moveFocus, sequentialBins, toggleCode } from './worldMapLogic';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

export interface WorldMapStrings extends ChartToggleStrings {
  /** Table header of the country column, e.g. "Country". */
  countryHeader: string;
  /** Table header of the value column, e.g. "Requests". */
  valueHeader: string;
  /** Table header of the selection column (selectable maps), e.g. "Blocked". */
  selectedHeader: string;
  /** Shown for a selected country (tooltip, table, legend), e.g. "Blocked". */
  selectedState: string;
  /** Shown for a country without a value (tooltip, table, legend), e.g. "No data". */
  noData: string;
  /** Accessible name of the colour legend, e.g. "Requests per country". */
  legendLabel: string;
  /** How to use the map by keyboard, e.g. "Arrow keys move between countries in alphabetical order…". */
  keyboardHint: string;
}

export interface WorldMapProps extends DataAttributes {
  title: string;
  /** A sentence describing the map, read by screen readers. */
  summary: string;
  /** Value per ISO 3166-1 alpha-2 code, e.g. `{ VN: 5400, DE: 1200 }`; countries without one show as no data. */
  values: Readonly<Record<string, number>>;
  /** Localized name of a country (the app passes its i18n names). */
  countryName: (code: string) => string;
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

const STEPS = chartSequential.length;

/** Default height / width: the atlas without Antarctica is about 2:1 in Natural Earth, 3:2 in Mercator. */
const ASPECT = { naturalEarth: 0.5, mercator: 0.65 } as const;

const defaultRange = (low: string, high: string) => `${low}–${high}`;

// d3's fitSize accepts a FeatureCollection, but visx types the object as a single feature.
type FitSize = NonNullable<ComponentProps<typeof NaturalEarth>['fitSize']>;

interface Tooltip {
  code: string;
  x: number;
  y: number;
}

/**
 * A choropleth of values per country with a sequential colour legend, tooltip on hover and focus, and an optional
 * selection mode. Keyboard: one tab stop; arrows move through the countries in alphabetical order of their shown
 * names (a roving tabindex, since geographic neighbours have no reliable reading order), Home/End jump, a letter
 * jumps to the next country starting with it, Enter/Space toggles in selectable mode.
 */
export function WorldMap({
  title,
  summary,
  values,
  countryName,
  strings,
  formatValue = defaultFormat,
  formatRange = defaultRange,
  selectable = false,
  selected: selectedProp,
  defaultSelected = [],
  onSelectionChange,
  projection = 'naturalEarth',
  locale,
  width,
  height,
  defaultShowTable,
  className,
  ...rest
}: WorldMapProps) {
  const id = useId();
  const hatchId = `${id}-hatch`;
  const hintId = `${id}-hint`;
  const [selectedState, setSelectedState] = useState<readonly string[]>(defaultSelected);
  const selected = selectedProp ?? selectedState;
  const [focusCode, setFocusCode] = useState<string | undefined>(undefined);
  const [tooltip, setTooltip] = useState<Tooltip | null>(null);

  const countries = worldCountries();
  const Projection = projection === 'mercator' ? Mercator : NaturalEarth;
  const coded = useMemo(
    () =>
      countries
        .flatMap((c) => (c.code === undefined ? [] : [{ code: c.code, name: countryName(c.code) }]))
        .sort((a, b) => a.name.localeCompare(b.name, locale)),
    [countries, countryName, locale],
  );
  const order = coded.map((c) => c.code);
  const names = coded.map((c) => c.name);
  const tabCode = focusCode ?? order[0];

  const max = Math.max(0, ...Object.values(values));
  const bins = sequentialBins(max, STEPS);
  const fillOf = (code: string | undefined) => {
    const v = code === undefined ? undefined : values[code];
    return v === undefined ? chartNoData : (chartSequential[binIndex(v, bins)] ?? chartNoData);
  };
  const valueText = (code: string) => {
    const v = values[code];
    return v === undefined ? strings.noData : formatValue(v);
  };

  const toggle = (code: string) => {
    const next = toggleCode(selected, code);
    if (selectedProp === undefined) setSelectedState(next);
    onSelectionChange?.(next);
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

  const tableCodes = [...new Set([...Object.keys(values), ...selected])].sort(
    (a, b) =>
      (values[b] ?? -Infinity) - (values[a] ?? -Infinity) ||
      countryName(a).localeCompare(countryName(b), locale),
  );

  return (
    <ChartFrame
      {...dataAttributes(rest)}
      className={className}
      title={title}
      summary={summary}
      strings={strings}
      width={width}
      defaultShowTable={defaultShowTable}
      renderTable={(tableProps) => (
        <ChartTable
          {...tableProps}
          rowHeader={strings.countryHeader}
          columns={selectable ? [strings.valueHeader, strings.selectedHeader] : [strings.valueHeader]}
          rows={tableCodes.map((code) => ({
            key: code,
            header: countryName(code),
            cells: selectable
              ? [valueText(code), selected.includes(code) ? strings.selectedState : '']
              : [valueText(code)],
          }))}
        />
      )}
    >
      {(graphic, size) => {
        const w = size.width;
        const h = height ?? Math.round(w * ASPECT[projection]);
        const collection = { type: 'FeatureCollection' as const, features: countries.map((c) => c.feature) };
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
                <Projection data={collection.features} fitSize={[[w, h], collection] as unknown as FitSize}>
                  {({ features }) => {
                    const paths = features.map((f) => ({
                      country: countries[f.index],
                      d: f.path ?? '',
                      centroid: f.centroid,
                    }));
                    const focused = paths.find(
                      (p) => p.country?.code !== undefined && p.country.code === focusCode,
                    );
                    return (
                      <>
                        {paths.map(({ country, d, centroid }) => {
                          const code = country?.code;
                          const fill = { '--country-fill': fillOf(code) } as CSSProperties;
                          if (!country || code === undefined) {
                            return (
                              <CountryShape key={country?.key ?? d} d={d} style={fill} aria-hidden="true" />
                            );
                          }
                          const isSelected = selected.includes(code);
                          const name = countryName(code);
                          const label = [
                            name,
                            valueText(code),
                            ...(isSelected && !selectable ? [strings.selectedState] : []),
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
                                setTooltip({ code, x: centroid[0], y: centroid[1] });
                              }}
                              onBlur={() => setTooltip((t) => (t?.code === code ? null : t))}
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
                        {focused && <FocusOverlay d={focused.d} aria-hidden="true" data-focus-overlay="" />}
                      </>
                    );
                  }}
                </Projection>
              </Svg>
              {tooltip && (
                <Tip style={{ left: tooltip.x, top: tooltip.y }} aria-hidden="true" data-tooltip="">
                  <TipName>{countryName(tooltip.code)}</TipName>
                  <TipDetail>{valueText(tooltip.code)}</TipDetail>
                  {selected.includes(tooltip.code) && <TipDetail>{strings.selectedState}</TipDetail>}
                </Tip>
              )}
              <VisuallyHidden id={hintId}>{strings.keyboardHint}</VisuallyHidden>
            </MapArea>
            <WorldMapLegend
              label={strings.legendLabel}
              bins={bins}
              formatStep={(low, high) => formatRange(formatValue(low), formatValue(high))}
              noData={strings.noData}
              selected={selectable ? strings.selectedState : undefined}
            />
          </>
        );
      }}
    </ChartFrame>
  );
}
