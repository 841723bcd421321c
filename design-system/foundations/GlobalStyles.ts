import { createGlobalStyle } from 'styled-components';
import { themeCss, vars } from './tokens';

// Static global CSS: token variables for both skins, box-sizing, body font, and the keyboard focus ring.
const globalCss = `
${themeCss}

*, *::before, *::after {
  box-sizing: border-box;
}

html {
  -webkit-text-size-adjust: 100%;
  text-size-adjust: 100%;
}

body {
  margin: 0;
  font-family: ${vars.fontFamily.sans};
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.normal};
  color: ${vars.color.text.primary};
  background: ${vars.color.background.canvas};
  -webkit-font-smoothing: antialiased;
  -moz-osx-font-smoothing: grayscale;
}

[data-theme] {
  color: ${vars.color.text.primary};
}

code, kbd, samp, pre {
  font-family: ${vars.fontFamily.mono};
}

:focus-visible {
  outline: none;
  box-shadow: ${vars.focusRing};
}

[data-focus-visible] {
  outline: none;
}

@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after {
    animation-duration: 0.01ms !important;
    animation-iteration-count: 1 !important;
    transition-duration: 0.01ms !important;
    scroll-behavior: auto !important;
  }
}
`;

export const GlobalStyles = createGlobalStyle`${globalCss}`;
GlobalStyles.displayName = 'GlobalStyles';
