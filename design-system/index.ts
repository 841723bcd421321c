// Public entry of the design system. Importing it also loads the bundled fonts.
import './foundations/fonts';

export * from './foundations';
