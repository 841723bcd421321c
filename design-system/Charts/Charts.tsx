import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Body, Frame, Header, Table, Title, VisuallyHidden } from './Charts.styles';

/** One data point: a category (or time) label and its value. */
export interface ChartDatum {
  /** Category or time label, already formatted for display. */
  label: string;
  value: number;
}

/** Labels of the table view (all user-visible text is a prop). */
export interface ChartStrings {
  /** Toggle label while the chart is shown, e.g. "Show as table". */
  showTable: string;
  /** Toggle label while the table is shown, e.g. "Show as chart". */
  showChart: string;
  /** Header of the label column, e.g. "Day". */
  labelHeader: string;
  /** Header of the value column, e.g. "Requests". */
  valueHeader: string;
}

/** Formats a value for display (axis ticks, table, legend); default `String(value)`. */
export type ValueFormatter = (value: number) => string;

export const defaultFormat: ValueFormatter = (value) => String(value);

/** The props every chart shares. */
export interface ChartBaseProps {
  /** Visible title, also the accessible name of the chart graphic. */
  title: string;
  /** A sentence describing what the chart shows (trend, extremes), read by screen readers. */
  summary: string;
  data: readonly ChartDatum[];
  /** Table-view labels. */
  strings: ChartStrings;
  /** Value formatting for ticks, table and legend. */
  formatValue?: ValueFormatter;
  /** Fixed width of the graphic in px. */
  width: number;
  /** Fixed height of the graphic in px. */
  height: number;
  className?: string;
}

export interface ChartDataTableProps {
  data: readonly ChartDatum[];
  strings: Pick<ChartStrings, 'labelHeader' | 'valueHeader'>;
  formatValue?: ValueFormatter;
  /** Id of the element that names the table (the chart title). */
  'aria-labelledby'?: string;
  id?: string;
}

/** The data of a chart as a plain table (the accessible, copyable alternative to the graphic). */
export function ChartDataTable({
  data,
  strings,
  formatValue = defaultFormat,
  id,
  'aria-labelledby': labelledBy,
}: ChartDataTableProps) {
  return (
    <Table id={id} aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">{strings.labelHeader}</th>
          <th scope="col">{strings.valueHeader}</th>
        </tr>
      </thead>
      <tbody>
        {data.map((d, i) => (
          <tr key={`${d.label}-${i}`}>
            <th scope="row">{d.label}</th>
            <td>{formatValue(d.value)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** Ids and attributes a chart graphic needs to be announced as one image with a description. */
export interface ChartGraphicProps {
  role: 'img';
  'aria-label': string;
  'aria-describedby': string;
}

export interface ChartFrameProps {
  title: string;
  summary: string;
  data: readonly ChartDatum[];
  strings: ChartStrings;
  formatValue?: ValueFormatter;
  /** Renders the graphic; spread `graphicProps` on its root <svg>. */
  children: (graphicProps: ChartGraphicProps) => ReactNode;
  /** Start with the table view. */
  defaultShowTable?: boolean;
  /** Width of the graphic in px; the table view keeps it, so toggling does not resize the frame. */
  width?: number;
  className?: string;
}

/**
 * The frame around every chart: title, a visually hidden summary that describes the graphic, and a toggle that
 * swaps the graphic for a table of the same data.
 */
export function ChartFrame({
  title,
  summary,
  data,
  strings,
  formatValue,
  children,
  defaultShowTable = false,
  width,
  className,
}: ChartFrameProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const summaryId = `${id}-summary`;
  const bodyId = `${id}-body`;
  const [showTable, setShowTable] = useState(defaultShowTable);

  return (
    <Frame className={className} aria-labelledby={titleId} data-view={showTable ? 'table' : 'chart'}>
      <Header>
        <Title id={titleId}>{title}</Title>
        <Button size="small" aria-controls={bodyId} onPress={() => setShowTable((v) => !v)}>
          {showTable ? strings.showChart : strings.showTable}
        </Button>
      </Header>
      <VisuallyHidden id={summaryId}>{summary}</VisuallyHidden>
      <Body id={bodyId} style={width === undefined ? undefined : { width }}>
        {showTable ? (
          <ChartDataTable data={data} strings={strings} formatValue={formatValue} aria-labelledby={titleId} />
        ) : (
          children({ role: 'img', 'aria-label': title, 'aria-describedby': summaryId })
        )}
      </Body>
    </Frame>
  );
}
