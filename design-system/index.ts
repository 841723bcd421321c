// Public entry of the design system. Importing it also loads the bundled fonts.
import './foundations/fonts';

export * from './foundations';

export * from './Badge';
export * from './Button';
export * from './Checkbox';
export * from './EmptyState';
export * from './KeyValueList';
export * from './Link';
export * from './MenuButton';
export * from './PageHeader';
export * from './TextField';
export * from './AppLayout';
export * from './ConfirmDialog';
export * from './DataTable';
export * from './Pagination';
export * from './SideMenu';
export * from './Toast';
export * from './TopBar';
