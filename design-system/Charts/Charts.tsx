import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Actions, Body, Frame, Header, Table, Title, VisuallyHidden } from './Charts.styles';
import { useElementWidth } from './useElementWidth';
import type { ChartColor } from './palette';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

/** One data point: a category (or time) label and its value. */
export interface ChartDatum {
  /** Category or time label, already formatted for display. */
  label: string;
  value: number;
  /** What the datum means (a colour of `chartMeanings`) or a categorical index; default its position. */
  color?: ChartColor;
}

/** Labels of the table-view toggle. */
export interface ChartToggleStrings {
  /** Toggle label while the chart is shown, e.g. "Show as table". */
  showTable: string;
  /** Toggle label while the table is shown, e.g. "Show as chart". */
  showChart: string;
}

/** Labels of the table view (all user-visible text is a prop). */
export interface ChartStrings extends ChartToggleStrings {
  /** Header of the label column, e.g. "Day". */
  labelHeader: string;
  /** Header of the value column, e.g. "Requests". */
  valueHeader: string;
}

/** Formats a value for display (axis ticks, table, legend); default `String(value)`. */
export type ValueFormatter = (value: number) => string;

export const defaultFormat: ValueFormatter = (value) => String(value);

/** The props every chart shares. */
export interface ChartBaseProps extends DataAttributes {
  /** Visible title, also the accessible name of the chart graphic. */
  title: string;
  /** A sentence describing what the chart shows (trend, extremes), read by screen readers. */
  summary: string;
  data: readonly ChartDatum[];
  /** Table-view labels. */
  strings: ChartStrings;
  /** Value formatting for ticks, table and legend. */
  formatValue?: ValueFormatter;
  /** Fixed width of the graphic in px. Omitted: the chart fills its container and follows its width. */
  width?: number;
  /** Fixed height of the graphic in px. */
  height: number;
  className?: string;
}

/** One row of a chart table: a row header (label or time) and one formatted cell per column. */
export interface ChartTableRow {
  key: string;
  header: string;
  cells: readonly string[];
}

export interface ChartTableProps extends DataAttributes {
  /** Header of the row-header column, e.g. "Time". */
  rowHeader: string;
  /** Headers of the value columns, e.g. one per series. */
  columns: readonly string[];
  rows: readonly ChartTableRow[];
  /** Id of the element that names the table (the chart title). */
  'aria-labelledby'?: string;
  id?: string;
  className?: string;
}

/** A chart's data as a table with any number of value columns (multi-series charts, maps). */
export function ChartTable({
  rowHeader,
  columns,
  rows,
  id,
  className,
  'aria-labelledby': labelledBy,
  ...rest
}: ChartTableProps) {
  return (
    <Table {...dataAttributes(rest)} id={id} className={className} aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">{rowHeader}</th>
          {columns.map((c, i) => (
            <th scope="col" key={`${c}-${i}`}>
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            <th scope="row">{r.header}</th>
            {r.cells.map((c, i) => (
              <td key={i}>{c}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

export interface ChartDataTableProps extends DataAttributes {
  data: readonly ChartDatum[];
  strings: Pick<ChartStrings, 'labelHeader' | 'valueHeader'>;
  formatValue?: ValueFormatter;
  /** Id of the element that names the table (the chart title). */
  'aria-labelledby'?: string;
  id?: string;
  className?: string;
}

/** The data of a chart as a plain table (the accessible, copyable alternative to the graphic). */
export function ChartDataTable({
  data,
  strings,
  formatValue = defaultFormat,
  id,
  className,
  'aria-labelledby': labelledBy,
  ...rest
}: ChartDataTableProps) {
  return (
    <ChartTable
      {...dataAttributes(rest)}
      id={id}
      className={className}
      aria-labelledby={labelledBy}
      rowHeader={strings.labelHeader}
      columns={[strings.valueHeader]}
      rows={data.map((d, i) => ({ key: `${d.label}-${i}`, header: d.label, cells: [formatValue(d.value)] }))}
    />
  );
}

/** Ids and attributes a chart graphic needs to be announced as one image with a description. */
export interface ChartGraphicProps {
  role: 'img';
  'aria-label': string;
  'aria-describedby': string;
}

/** The size the graphic must draw at: the fixed `width` prop, or the measured width of the frame's body. */
export interface ChartSize {
  width: number;
}

interface ChartFrameCommonProps extends DataAttributes {
  title: string;
  summary: string;
  /**
   * Renders the graphic; spread `graphicProps` on its root <svg> (or take its name and description for an
   * interactive root). Called only once the width is known.
   */
  children: (graphicProps: ChartGraphicProps, size: ChartSize) => ReactNode;
  /** Start with the table view. */
  defaultShowTable?: boolean;
  /**
   * Width of the graphic in px; the table view keeps it, so toggling does not resize the frame. Omitted: the frame
   * fills its container and the graphic follows the container's width.
   */
  width?: number;
  /**
   * Fill the container (and measure it) instead of sizing to the content. Default: true when `width` is omitted.
   * A chart that lays out more than the graphic (a donut with its legend) sets it without passing `width`.
   */
  fluid?: boolean;
  /** Controls shown in the header next to the table toggle (e.g. a range selector). */
  actions?: ReactNode;
  className?: string;
}

interface ChartFrameDataProps extends ChartFrameCommonProps {
  data: readonly ChartDatum[];
  strings: ChartStrings;
  formatValue?: ValueFormatter;
  renderTable?: undefined;
}

interface ChartFrameCustomTableProps extends ChartFrameCommonProps {
  /** Renders the table view (e.g. a ChartTable with one column per series); spread `tableProps` on it. */
  renderTable: (tableProps: { 'aria-labelledby': string }) => ReactNode;
  strings: ChartToggleStrings;
  data?: undefined;
  formatValue?: undefined;
}

export type ChartFrameProps = ChartFrameDataProps | ChartFrameCustomTableProps;

/**
 * The frame around every chart: title, a visually hidden summary that describes the graphic, and a toggle that
 * swaps the graphic for a table of the same data.
 */
export function ChartFrame(props: ChartFrameProps) {
  const { title, summary, strings, children, defaultShowTable = false, width, actions, className } = props;
  const fluid = props.fluid ?? width === undefined;
  const id = useId();
  const titleId = `${id}-title`;
  const summaryId = `${id}-summary`;
  const bodyId = `${id}-body`;
  const [showTable, setShowTable] = useState(defaultShowTable);
  const [bodyRef, measured] = useElementWidth<HTMLDivElement>(fluid);
  // A fixed-size chart draws at once; a fluid one once its body has been measured (before the first paint).
  const graphicWidth = fluid ? measured : (width ?? 1);

  const table = () =>
    props.renderTable ? (
      props.renderTable({ 'aria-labelledby': titleId })
    ) : (
      <ChartDataTable
        data={props.data}
        strings={props.strings}
        formatValue={props.formatValue}
        aria-labelledby={titleId}
      />
    );

  return (
    <Frame
      {...dataAttributes(props)}
      className={className}
      aria-labelledby={titleId}
      data-view={showTable ? 'table' : 'chart'}
      data-sizing={fluid ? 'fluid' : 'fixed'}
    >
      <Header>
        <Title id={titleId}>{title}</Title>
        <Actions>
          {actions}
          <Button size="small" aria-controls={bodyId} onPress={() => setShowTable((v) => !v)}>
            {showTable ? strings.showChart : strings.showTable}
          </Button>
        </Actions>
      </Header>
      <VisuallyHidden id={summaryId}>{summary}</VisuallyHidden>
      <Body id={bodyId} ref={bodyRef} style={fluid || width === undefined ? undefined : { width }}>
        {showTable
          ? table()
          : graphicWidth > 0 &&
            children(
              { role: 'img', 'aria-label': title, 'aria-describedby': summaryId },
              { width: graphicWidth },
            )}
      </Body>
    </Frame>
  );
}
