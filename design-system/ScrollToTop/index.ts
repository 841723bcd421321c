export { DEFAULT_SCROLL_TO_TOP_THRESHOLD, ScrollToTop } from './ScrollToTop';
export type { ScrollToTopProps } from './ScrollToTop';
