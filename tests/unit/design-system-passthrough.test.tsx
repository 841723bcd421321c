// Every component of the design system takes `className` and `data-*` attributes onto its root element (for an
// overlay: the dialog or popover element), so callers can style it and tests and analytics can find it. The
// test renders each public component from a per-component fixture with a probe class and data attribute and
// looks for an element carrying both (in document.body, where overlays portal to).
import { useEffect } from 'react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { parseDate } from '@internationalized/date';
import * as ds from '../../design-system';

/** What every fixture spreads onto its component. */
interface Probe {
  className: string;
  'data-probe': string;
}
const probe: Probe = { className: 'ds-probe', 'data-probe': 'yes' };
const probeSelector = '.ds-probe[data-probe="yes"]';

/**
 * Public components that render no DOM element of their own, so there is nothing to pass attributes to.
 * Everything else needs a fixture below.
 */
const withoutRoot: Record<string, string> = {
  // A context object, not a component; AppLayout provides it to TopBar.
  AppLayoutMenuToggleContext: 'a React context (the menu toggle AppLayout hands to TopBar), not an element',
  // styled-components' createGlobalStyle: injects a <style> into <head>, renders nothing in the tree.
  GlobalStyles: 'global CSS injector (createGlobalStyle): renders no element',
  // Provides the skin setting through context and renders only its children.
  SkinProvider: 'context provider: renders only its children',
};

const noop = () => undefined;
const chartStrings = { showTable: 'Table', showChart: 'Chart', labelHeader: 'Label', valueHeader: 'Value' };
const chartData = [
  { label: 'Mon', value: 3 },
  { label: 'Tue', value: 5 },
];
const sortableStrings = {
  handleLabel: (label: string) => `Move ${label}`,
  handleRoleDescription: 'sortable',
  instructions: 'Press space to move',
  onDragStart: (label: string) => `Picked ${label}`,
  onDragOver: (label: string) => `Over ${label}`,
  onDragEnd: (label: string) => `Dropped ${label}`,
  onDragCancel: (label: string) => `Cancelled ${label}`,
  loading: 'Loading',
};
const copyStrings = { copy: 'Copy', copied: 'Copied', failed: 'Failed' };

/** Shows one toast on mount, so ToastProvider renders its region. */
function ShowToast() {
  const toast = ds.useToast();
  useEffect(() => {
    toast.show({ tone: 'info', title: 'Saved' });
  }, [toast]);
  return null;
}

/** Renders each component with minimal valid props plus the probe; overlays are opened. */
const fixtures: Record<string, (p: Probe) => ReactElement> = {
  Alert: (p) => <ds.Alert {...p}>Text</ds.Alert>,
  AppLayout: (p) => (
    <ds.AppLayout
      {...p}
      strings={{ skipToContent: 'Skip', openMenu: 'Open', closeMenu: 'Close', menu: 'Menu' }}
    >
      Content
    </ds.AppLayout>
  ),
  Badge: (p) => <ds.Badge {...p}>New</ds.Badge>,
  Banner: (p) => (
    <ds.Banner {...p} label="Notice">
      Text
    </ds.Banner>
  ),
  BarChart: (p) => (
    <ds.BarChart
      {...p}
      title="Bars"
      summary="Two bars"
      data={chartData}
      strings={chartStrings}
      height={120}
      width={240}
    />
  ),
  Breadcrumbs: (p) => (
    <ds.Breadcrumbs
      {...p}
      aria-label="Breadcrumbs"
      items={[
        { id: 'home', label: 'Home', href: '/' },
        { id: 'here', label: 'Here' },
      ]}
    />
  ),
  Button: (p) => <ds.Button {...p}>Save</ds.Button>,
  Card: (p) => (
    <ds.Card {...p} title="Card">
      Body
    </ds.Card>
  ),
  ChartDataTable: (p) => <ds.ChartDataTable {...p} data={chartData} strings={chartStrings} />,
  ChartFrame: (p) => (
    <ds.ChartFrame {...p} title="Frame" summary="Summary" data={chartData} strings={chartStrings} width={240}>
      {(graphicProps) => <svg {...graphicProps} />}
    </ds.ChartFrame>
  ),
  ChartTable: (p) => (
    <ds.ChartTable
      {...p}
      rowHeader="Day"
      columns={['Value']}
      rows={[{ key: 'mon', header: 'Mon', cells: ['3'] }]}
    />
  ),
  Checkbox: (p) => <ds.Checkbox {...p} label="Agree" />,
  CodeBlock: (p) => (
    <ds.CodeBlock
      {...p}
      code="echo hi"
      strings={{ region: 'Code', copyButton: 'Copy code', ...copyStrings }}
    />
  ),
  Combobox: (p) => (
    <ds.Combobox
      {...p}
      label="Fruit"
      items={[{ id: 'a', label: 'Apple' }]}
      emptyText="None"
      toggleLabel="Show fruits"
    />
  ),
  CommandPalette: (p) => (
    <ds.CommandPalette
      {...p}
      isOpen
      items={[{ id: 'home', label: 'Home' }]}
      strings={{ dialogLabel: 'Commands', searchLabel: 'Search', noResults: 'None', clearSearch: 'Clear' }}
    />
  ),
  ConfirmDialog: (p) => (
    <ds.ConfirmDialog
      {...p}
      isOpen
      title="Delete?"
      confirmLabel="Delete"
      cancelLabel="Cancel"
      onConfirm={noop}
      onCancel={noop}
    />
  ),
  CopyValue: (p) => <ds.CopyValue {...p} value="abc" strings={copyStrings} />,
  CountryPicker: (p) => (
    <ds.CountryPicker
      {...p}
      locale="en"
      strings={{ label: 'Country', emptyText: 'None', toggleLabel: 'Show' }}
    />
  ),
  DataTable: (p) => (
    <ds.DataTable
      {...p}
      columns={[{ id: 'name', header: 'Name', cell: (row: { id: string }) => row.id, isRowHeader: true }]}
      rows={[{ id: 'one' }]}
      getRowId={(row) => row.id}
      ariaLabel="Rows"
      status="content"
      strings={{ loading: 'Loading', errorTitle: 'Error', emptyTitle: 'Empty', noMatchTitle: 'No match' }}
    />
  ),
  DatePicker: (p) => <ds.DatePicker {...p} label="Date" defaultValue={parseDate('2026-01-02')} />,
  DateRangePicker: (p) => <ds.DateRangePicker {...p} label="Dates" />,
  DomainHeaderCard: (p) => (
    <ds.DomainHeaderCard
      {...p}
      domain="example.com"
      endpoint="origin.example.com"
      wafDomain="example.waf.net"
      mode="Protect"
      isVerified
      verifyHref="/verify"
      strings={{
        ...copyStrings,
        endpoint: 'Endpoint',
        wafDomain: 'WAF domain',
        mode: 'Mode',
        verified: 'Verified',
        unverified: 'Unverified',
      }}
    />
  ),
  DonutChart: (p) => (
    <ds.DonutChart
      {...p}
      title="Donut"
      summary="Two parts"
      data={chartData}
      strings={chartStrings}
      totalLabel="Total"
      height={160}
      width={160}
    />
  ),
  Drawer: (p) => (
    <ds.Drawer {...p} isOpen title="Details">
      Body
    </ds.Drawer>
  ),
  EmptyState: (p) => <ds.EmptyState {...p} title="Nothing here" />,
  ErrorState: (p) => <ds.ErrorState {...p} title="Failed" />,
  FileDrop: (p) => (
    <ds.FileDrop
      {...p}
      label="Certificate"
      strings={{
        drop: 'Drop',
        choose: 'Choose',
        tooLarge: 'Too large',
        wrongType: 'Wrong type',
        selected: (name) => name,
      }}
      onFile={noop}
      formatSize={(bytes) => String(bytes)}
    />
  ),
  FormField: (p) => (
    <ds.FormField {...p} label="Name">
      <input aria-label="Name" />
    </ds.FormField>
  ),
  Grid: (p) => <ds.Grid {...p}>Cell</ds.Grid>,
  KeyValueList: (p) => <ds.KeyValueList {...p} items={[{ id: 'a', label: 'A', value: '1' }]} />,
  Link: (p) => (
    <ds.Link {...p} href="/somewhere">
      Go
    </ds.Link>
  ),
  LinkButton: (p) => (
    <ds.LinkButton {...p} href="/somewhere">
      Add
    </ds.LinkButton>
  ),
  MenuButton: (p) => <ds.MenuButton {...p} label="Menu" items={[{ id: 'a', label: 'A' }]} onAction={noop} />,
  Modal: (p) => (
    <ds.Modal {...p} isOpen title="Dialog">
      Body
    </ds.Modal>
  ),
  NumberField: (p) => <ds.NumberField {...p} label="Count" />,
  PageHeader: (p) => <ds.PageHeader {...p} title="Page" />,
  Pagination: (p) => (
    <ds.Pagination
      {...p}
      page={1}
      pageCount={3}
      onPageChange={noop}
      strings={{ label: 'Pages', previous: 'Previous', next: 'Next', pageLabel: (page) => `Page ${page}` }}
    />
  ),
  Popover: (p) => (
    <ds.Popover {...p} isOpen title="Info" trigger={<ds.Button>Open</ds.Button>}>
      Body
    </ds.Popover>
  ),
  ProgressBar: (p) => <ds.ProgressBar {...p} label="Upload" value={40} />,
  PropertyFilter: (p) => (
    <ds.PropertyFilter
      {...p}
      properties={[{ key: 'status', label: 'Status', operators: ['='] }]}
      tokens={[]}
      onChange={noop}
      strings={{
        label: 'Filter',
        placeholder: 'Filter',
        tokens: 'Filters',
        clearFilters: 'Clear',
        removeToken: (text) => `Remove ${text}`,
        useText: (text) => `Use ${text}`,
        operators: { '=': 'equals', '!=': 'not equals', ':': 'contains', '!:': 'not contains' },
      }}
    />
  ),
  RadioGroup: (p) => <ds.RadioGroup {...p} label="Size" items={[{ id: 's', label: 'Small' }]} />,
  // Appears only once scrolled past the threshold; 0 with window.scrollY 0 in jsdom never shows it, so -1.
  ScrollToTop: (p) => <ds.ScrollToTop {...p} label="Back to top" threshold={-1} />,
  SecretField: (p) => <ds.SecretField {...p} label="Secret" showLabel="Show" hideLabel="Hide" />,
  SegmentedControl: (p) => (
    <ds.SegmentedControl {...p} label="View" items={[{ id: 'a', label: 'A' }]} defaultValue="a" />
  ),
  Select: (p) => <ds.Select {...p} label="Size" placeholder="Pick" items={[{ id: 's', label: 'Small' }]} />,
  SideMenu: (p) => <ds.SideMenu {...p} ariaLabel="Main" items={[{ id: 'home', label: 'Home', href: '/' }]} />,
  Skeleton: (p) => <ds.Skeleton {...p} />,
  SortableList: (p) => (
    <ds.SortableList
      {...p}
      items={[{ id: 'a', label: 'A' }]}
      onReorder={noop}
      ariaLabel="Order"
      strings={sortableStrings}
    />
  ),
  Sparkline: (p) => (
    <ds.Sparkline {...p} title="Trend" summary="Up" data={chartData} width={120} height={32} />
  ),
  Spinner: (p) => <ds.Spinner {...p} label="Loading" />,
  SplitPanel: (p) => (
    <ds.SplitPanel
      {...p}
      isOpen
      onClose={noop}
      title="Details"
      content="Content"
      strings={{ close: 'Close', resize: 'Resize' }}
    >
      Body
    </ds.SplitPanel>
  ),
  Stack: (p) => <ds.Stack {...p}>Item</ds.Stack>,
  StatCard: (p) => <ds.StatCard {...p} label="Requests" value="12" />,
  StatusBadge: (p) => (
    <ds.StatusBadge {...p} status="active">
      Active
    </ds.StatusBadge>
  ),
  Stepper: (p) => (
    <ds.Stepper {...p} aria-label="Steps" steps={[{ id: 'a', label: 'A', state: 'current' }]} />
  ),
  Switch: (p) => <ds.Switch {...p} label="On" />,
  Tabs: (p) => <ds.Tabs {...p} aria-label="Tabs" items={[{ id: 'a', label: 'A', content: 'Panel' }]} />,
  Tag: (p) => <ds.Tag {...p}>Tag</ds.Tag>,
  TagInput: (p) => (
    <ds.TagInput
      {...p}
      label="Tags"
      values={['a']}
      onChange={noop}
      strings={{ remove: 'Remove', duplicate: 'Duplicate', tooMany: 'Too many' }}
    />
  ),
  TextArea: (p) => <ds.TextArea {...p} label="Notes" />,
  TextField: (p) => <ds.TextField {...p} label="Name" />,
  TimeField: (p) => <ds.TimeField {...p} label="Time" />,
  TimeSeries: (p) => (
    <ds.TimeSeries
      {...p}
      title="Requests"
      summary="Requests over time"
      series={[{ id: 'r', label: 'Requests', data: [{ time: 0, value: 1 }] }]}
      strings={{
        showTable: 'Table',
        showChart: 'Chart',
        timeHeader: 'Time',
        legendLabel: 'Series',
        keyboardHint: 'Use arrows',
        noValue: 'No value',
      }}
      emptyMessage="No data"
      end={3_600_000}
      width={320}
      height={160}
    />
  ),
  Timestamp: (p) => <ds.Timestamp {...p} date={0} now={60_000} locale="en" />,
  ToastProvider: (p) => (
    <ds.ToastProvider {...p} strings={{ region: 'Notifications', close: 'Close' }}>
      <ShowToast />
    </ds.ToastProvider>
  ),
  Tooltip: (p) => (
    <ds.Tooltip {...p} isOpen content="Hint">
      <ds.Button>Hover</ds.Button>
    </ds.Tooltip>
  ),
  TopBar: (p) => <ds.TopBar {...p} brand="Console" />,
  TopBarNotifications: (p) => <ds.TopBarNotifications {...p} unreadCount={1} label={(n) => `${n} unread`} />,
  Wizard: (p) => (
    <ds.Wizard
      {...p}
      steps={[{ id: 'a', title: 'A', content: 'Step A' }]}
      strings={{
        next: 'Next',
        previous: 'Previous',
        submit: 'Submit',
        stepCounter: (step, total) => `${step} of ${total}`,
        navigationLabel: 'Steps',
      }}
    />
  ),
  WorldMap: (p) => (
    <ds.WorldMap
      {...p}
      title="Traffic"
      summary="By country"
      values={{ DE: 3 }}
      countryName={(code) => code}
      strings={{
        showTable: 'Table',
        showChart: 'Map',
        countryHeader: 'Country',
        valueHeader: 'Value',
        selectedHeader: 'Selected',
        selectedState: 'Selected',
        noData: 'No data',
        legendLabel: 'Legend',
        keyboardHint: 'Use arrows',
      }}
      width={320}
      height={160}
    />
  ),
};

const isComponent = (value: unknown) =>
  typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);

const components = Object.entries(ds)
  .filter(([name, value]) => /^[A-Z]/.test(name) && isComponent(value))
  .map(([name]) => name)
  .sort();
const rendered = components.filter((name) => !(name in withoutRoot));

describe('design-system pass-through of className and data-*', () => {
  it('lists only real exports as rendering no element', () => {
    expect(Object.keys(withoutRoot).filter((name) => !components.includes(name))).toEqual([]);
  });

  it('has a fixture for every public component', () => {
    const missing = rendered.filter((name) => !(name in fixtures));
    expect(
      missing,
      `Add a fixture for ${missing.join(', ')} to tests/unit/design-system-passthrough.test.tsx ` +
        '(or, if it renders no element of its own, to `withoutRoot` with the reason)',
    ).toEqual([]);
    expect(Object.keys(fixtures).filter((name) => !rendered.includes(name))).toEqual([]);
  });

  it("keeps a component's own data attributes when a caller passes the same name", () => {
    const { container } = render(
      <ds.Badge tone="danger" data-tone="neutral" data-extra="kept">
        Failed
      </ds.Badge>,
    );
    const badge = container.firstElementChild;
    expect(badge?.getAttribute('data-tone')).toBe('danger');
    expect(badge?.getAttribute('data-extra')).toBe('kept');
  });

  it.each(rendered)('%s passes className and data-* to its root', async (name) => {
    const fixture = fixtures[name];
    if (!fixture) {
      throw new Error(`${name} has no fixture: add one to tests/unit/design-system-passthrough.test.tsx`);
    }
    const { container } = render(<ds.SkinProvider skin="light">{fixture(probe)}</ds.SkinProvider>);
    const found = () => ({
      className: document.body.querySelectorAll('.ds-probe').length,
      dataAttribute: document.body.querySelectorAll('[data-probe="yes"]').length,
      both: document.body.querySelectorAll(probeSelector).length,
    });
    // Overlays and lazily shown parts appear after an effect or a frame; lazily loaded ones (a sortable list's
    // drag-and-drop code) once their module has loaded, which takes seconds on a busy machine.
    await waitFor(() => expect(found().both).toBeGreaterThan(0), { timeout: 10_000 }).catch(() => undefined);
    // Each once, on the same element.
    expect(found(), name).toEqual({ className: 1, dataAttribute: 1, both: 1 });
    // The root: the component's outermost element (react-aria collections add a hidden <template> beside it),
    // or, for an overlay, its element portalled outside the container.
    const element = document.body.querySelector(probeSelector);
    const root = Array.from(container.children).find((child) => child.tagName !== 'TEMPLATE');
    const isRoot = element === root || !container.contains(element);
    expect(isRoot, `${name} puts them on a nested element, not its root`).toBe(true);
  });
});
