// Public entry of the design system. Importing it also loads the bundled fonts.
// The console imports components by folder (`@ds/Button`) so the first page loads only what it uses;
// this barrel is the library's complete public API (its export list is snapshotted by a test).
import './foundations/fonts';

export * from './foundations';

// Layout and navigation
export * from './AppLayout';
export * from './TopBar';
export * from './SideMenu';
export * from './PageHeader';
export * from './Breadcrumbs';
export * from './Tabs';
export * from './Card';
export * from './Stack';
export * from './Drawer';
export * from './SplitPanel';
export * from './Link';

// Data
export * from './DataTable';
export * from './Pagination';
export * from './KeyValueList';
export * from './Badge';
export * from './StatusBadge';
export * from './Tag';
export * from './EmptyState';
export * from './CopyValue';
export * from './DomainHeaderCard';
export * from './StatCard';
export * from './CodeBlock';
export * from './Timestamp';
export * from './PropertyFilter';
export * from './Charts';
export * from './WorldMap';

// Inputs
export * from './Button';
export * from './MenuButton';
export * from './FormField';
export * from './TextField';
export * from './TextArea';
export * from './NumberField';
export * from './Select';
export * from './Combobox';
export * from './CountryPicker';
export * from './TagInput';
export * from './FileDrop';
export * from './Checkbox';
export * from './Switch';
export * from './RadioGroup';
export * from './SegmentedControl';
export * from './SecretField';
export * from './DatePicker';
export * from './DateRangePicker';

// Feedback and overlays
export * from './Alert';
export * from './ConfirmDialog';
export * from './Modal';
export * from './Toast';
export * from './ErrorState';
export * from './Spinner';
export * from './Skeleton';
export * from './ProgressBar';
export * from './Tooltip';
export * from './Popover';
export * from './ScrollToTop';

// Navigation and ordering
export * from './CommandPalette';
export * from './SortableList';
export * from './Stepper';
