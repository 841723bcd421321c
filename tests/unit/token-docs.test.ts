// The Foundations docs page (design-system/foundations/Foundations.mdx) is generated from tokens.ts, including the
// one-line comments written next to the tokens. These checks keep that generation honest when tokens.ts changes.
import { describe, expect, it } from 'vitest';
import {
  componentColors,
  motion,
  semanticColors,
  shadows,
  vars,
} from '../../design-system/foundations/tokens';
import {
  bezierPoints,
  cssVariable,
  pairRows,
  reducedMotionValues,
  tokenComments,
} from '../../.storybook/docs/tokenDocs';

describe('token docs', () => {
  const comments = tokenComments();

  it('finds every colour pair, nested groups included', () => {
    const rows = pairRows(semanticColors);
    expect(rows.map((r) => r.path.join('.'))).toContain('status.info.bg');
    expect(rows.every((r) => typeof r.pair.light === 'string' && typeof r.pair.dark === 'string')).toBe(true);
  });

  it('names CSS variables through vars', () => {
    expect(cssVariable(vars.color, ['text', 'primary'])).toBe('--color-text-primary');
    expect(cssVariable(vars.color, ['status', 'info', 'bg'])).toBe('--color-status-info-bg');
    expect(cssVariable(vars.motion, ['durationFast'])).toBe('--motion-duration-fast');
  });

  it('has a description for every semantic, component and shadow token', () => {
    const missing = [
      ...pairRows(semanticColors).map((r) => ['semanticColors', ...r.path].join('.')),
      ...pairRows(componentColors).map((r) => ['componentColors', ...r.path].join('.')),
      ...Object.keys(shadows).map((k) => `shadows.${k}`),
    ].filter((key) => !comments.get(key));
    expect(missing).toEqual([]);
    expect(comments.get('semanticColors.text.primary')).toBe('Body text, headings, values.');
  });

  it('reads the reduced-motion values from the generated CSS', () => {
    const reduced = reducedMotionValues();
    const durations = Object.keys(motion).filter((k) => k.startsWith('duration'));
    expect(durations.map((k) => reduced.get(cssVariable(vars.motion, [k])))).toEqual(
      durations.map(() => '0ms'),
    );
  });

  it('parses cubic-bezier easings', () => {
    expect(bezierPoints('cubic-bezier(0.2, 0, 0, 1)')).toEqual([0.2, 0, 0, 1]);
    expect(bezierPoints('ease-in')).toBeNull();
  });
});
