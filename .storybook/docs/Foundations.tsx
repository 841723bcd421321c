// Doc blocks for the Foundations page (design-system/foundations/Foundations.mdx). Every list here is generated
// from design-system/foundations/tokens.ts, so the page shows exactly what the CSS carries; the prose around the
// blocks lives in the MDX file.
import { useEffect, useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { ColorItem, ColorPalette, Typeset } from '@storybook/addon-docs/blocks';
import {
  breakpoints,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  motion,
  palette,
  radius,
  semanticColors,
  shadows,
  space,
  vars,
  zIndex,
  type Skin,
} from '../../design-system/foundations/tokens';
import { bezierPoints, cssVariable, reducedMotionValues, tokenComments } from './tokenDocs';

const comments = tokenComments();
const SKINS: readonly Skin[] = ['light', 'dark'];
const SAMPLE = 'Tên miền đã xác minh · Zertifikat für Größe prüfen · 0123456789';

const codeStyle: CSSProperties = { whiteSpace: 'nowrap' };
const Var = ({ of, path }: { of: unknown; path: string[] }) => (
  <code style={codeStyle}>{cssVariable(of, path)}</code>
);
const px = (value: string) => Number.parseFloat(value);

// ─── Palette ──────────────────────────────────────────────────────────────────────────────────────────────

// A swatch row fits about a dozen labelled steps; longer hues wrap onto rows of equal length.
const MAX_STEPS = 11;
function rows<T>(items: T[]): T[][] {
  const count = Math.ceil(items.length / MAX_STEPS);
  const size = Math.ceil(items.length / count);
  return Array.from({ length: count }, (_, i) => items.slice(i * size, (i + 1) * size));
}

/** Tier 1: every raw colour, one row per hue with its steps (generated from `palette`). */
export function Palette() {
  const single = Object.entries(palette).filter(([, value]) => typeof value === 'string') as [
    string,
    string,
  ][];
  const hues = Object.entries(palette).filter(([, value]) => typeof value === 'object') as [
    string,
    Record<string, string>,
  ][];
  return (
    <ColorPalette>
      {single.length > 0 ? (
        <ColorItem
          title="palette"
          subtitle={single.map(([name]) => name).join(', ')}
          colors={Object.fromEntries(single)}
        />
      ) : null}
      {hues.flatMap(([hue, steps]) =>
        rows(Object.entries(steps)).map((part, i, parts) => {
          const range = parts.length > 1 ? ` (${part[0]?.[0]}–${part.at(-1)?.[0]})` : '';
          return (
            <ColorItem
              key={`${hue}-${i}`}
              title={`palette.${hue}${range}`}
              subtitle={
                i === 0 ? (comments.get(`palette.${hue}`) ?? `${Object.keys(steps).length} steps`) : ''
              }
              colors={Object.fromEntries(part)}
            />
          );
        }),
      )}
    </ColorPalette>
  );
}

// ─── Spacing ──────────────────────────────────────────────────────────────────────────────────────────────

export function SpacingScale() {
  return (
    <table>
      <thead>
        <tr>
          <th>Token</th>
          <th>CSS variable</th>
          <th>Value</th>
          <th>Size</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(space).map(([step, value]) => (
          <tr key={step}>
            <td>
              <code>{`space[${step}]`}</code>
            </td>
            <td>
              <Var of={vars.space} path={[step]} />
            </td>
            <td>
              <code>{value}</code>
            </td>
            <td>
              <span
                aria-hidden="true"
                style={{
                  display: 'block',
                  width: value,
                  height: 16,
                  background: semanticColors.accent.default.light,
                  borderRadius: 2,
                }}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

// ─── Type ─────────────────────────────────────────────────────────────────────────────────────────────────

/** The size ramp of each family, through Storybook's Typeset block. */
export function TypeRamp() {
  return (
    <>
      {Object.entries(fontFamily).map(([name, family]) => (
        <div key={name}>
          <p>
            <code>{`fontFamily.${name}`}</code> · <Var of={vars.fontFamily} path={[name]} /> ·{' '}
            <code>{family}</code>
          </p>
          <Typeset
            fontFamily={family}
            fontSizes={Object.values(fontSize).map(px)}
            fontWeight={Number(fontWeight.regular)}
            sampleText={SAMPLE}
          />
        </div>
      ))}
    </>
  );
}

export function FontSizes() {
  return (
    <table>
      <thead>
        <tr>
          <th>Token</th>
          <th>CSS variable</th>
          <th>Size</th>
          <th>Sample (line height normal)</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(fontSize).map(([name, size]) => (
          <tr key={name}>
            <td>
              <code>{`fontSize.${name}`}</code>
            </td>
            <td>
              <Var of={vars.fontSize} path={[name]} />
            </td>
            <td>
              <code>{size}</code>
            </td>
            <td style={{ fontFamily: fontFamily.sans, fontSize: size, lineHeight: lineHeight.normal }}>
              {SAMPLE}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function FontWeights() {
  return (
    <table>
      <thead>
        <tr>
          <th>Token</th>
          <th>CSS variable</th>
          <th>Weight</th>
          <th>Sample</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(fontWeight).map(([name, weight]) => (
          <tr key={name}>
            <td>
              <code>{`fontWeight.${name}`}</code>
            </td>
            <td>
              <Var of={vars.fontWeight} path={[name]} />
            </td>
            <td>
              <code>{weight}</code>
            </td>
            <td style={{ fontFamily: fontFamily.sans, fontSize: fontSize.lg, fontWeight: Number(weight) }}>
              {SAMPLE}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function LineHeights() {
  return (
    <table>
      <thead>
        <tr>
          <th>Token</th>
          <th>CSS variable</th>
          <th>Value</th>
          <th>Sample (fontSize.md, two lines)</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(lineHeight).map(([name, value]) => (
          <tr key={name}>
            <td>
              <code>{`lineHeight.${name}`}</code>
            </td>
            <td>
              <Var of={vars.lineHeight} path={[name]} />
            </td>
            <td>
              <code>{value}</code>
            </td>
            <td
              style={{ fontFamily: fontFamily.sans, fontSize: fontSize.md, lineHeight: value, maxWidth: 320 }}
            >
              {SAMPLE}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

// ─── Radii ────────────────────────────────────────────────────────────────────────────────────────────────

export function Radii() {
  return (
    <table>
      <thead>
        <tr>
          <th>Token</th>
          <th>CSS variable</th>
          <th>Value</th>
          <th>Shape</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(radius).map(([name, value]) => (
          <tr key={name}>
            <td>
              <code>{`radius.${name}`}</code>
            </td>
            <td>
              <Var of={vars.radius} path={[name]} />
            </td>
            <td>
              <code>{value}</code>
            </td>
            <td>
              <span
                aria-hidden="true"
                style={{
                  display: 'block',
                  width: 96,
                  height: 40,
                  borderRadius: value,
                  background: semanticColors.accent.subtle.light,
                  border: `1px solid ${semanticColors.border.input.light}`,
                }}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

// ─── Shadows ──────────────────────────────────────────────────────────────────────────────────────────────

function SkinPanel({ skin, children }: { skin: Skin; children: ReactNode }) {
  return (
    <div
      style={{
        flex: '1 1 280px',
        padding: 24,
        borderRadius: 8,
        background: semanticColors.background.canvas[skin],
        color: semanticColors.text.primary[skin],
        fontFamily: fontFamily.sans,
        fontSize: fontSize.md,
      }}
    >
      <div style={{ marginBottom: 16, fontWeight: Number(fontWeight.semibold), textTransform: 'capitalize' }}>
        {skin}
      </div>
      {children}
    </div>
  );
}

/** Each shadow in both skins, on the raised surface it is meant for (the dark skin's is darker and denser). */
export function Shadows() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, margin: '16px 0' }}>
      {SKINS.map((skin) => (
        <SkinPanel key={skin} skin={skin}>
          <div style={{ display: 'grid', gap: 24 }}>
            {Object.entries(shadows).map(([name, pair]) => (
              <div
                key={name}
                style={{
                  padding: 16,
                  borderRadius: 6,
                  background: semanticColors.background.surfaceRaised[skin],
                  boxShadow: pair[skin],
                }}
              >
                <code style={{ color: 'inherit', background: 'transparent', border: 'none' }}>
                  {cssVariable(vars.shadow, [name])}
                </code>
                <div style={{ color: semanticColors.text.secondary[skin], fontSize: fontSize.sm }}>
                  {comments.get(`shadows.${name}`) ?? ''} <code style={codeStyle}>{pair[skin]}</code>
                </div>
              </div>
            ))}
          </div>
        </SkinPanel>
      ))}
    </div>
  );
}

// ─── Z-index ──────────────────────────────────────────────────────────────────────────────────────────────

/** The layers from bottom to top, and a stack drawn with the real values. */
export function ZIndexLayers() {
  const layers = Object.entries(zIndex).sort(([, a], [, b]) => Number(a) - Number(b));
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, alignItems: 'flex-start' }}>
      <table style={{ flex: '1 1 320px' }}>
        <thead>
          <tr>
            <th>Token</th>
            <th>CSS variable</th>
            <th>Value</th>
          </tr>
        </thead>
        <tbody>
          {layers.map(([name, value]) => (
            <tr key={name}>
              <td>
                <code>{`zIndex.${name}`}</code>
              </td>
              <td>
                <Var of={vars.z} path={[name]} />
              </td>
              <td>
                <code>{value}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div
        aria-hidden="true"
        style={{ position: 'relative', isolation: 'isolate', width: 280, height: 64 + layers.length * 22 }}
      >
        {/* Drawn in reverse DOM order, so only z-index puts the higher layers on top. */}
        {[...layers].reverse().map(([name, value]) => {
          const i = layers.findIndex(([n]) => n === name);
          return (
            <div
              key={name}
              style={{
                position: 'absolute',
                left: i * 18,
                top: i * 22,
                zIndex: Number(value),
                width: 150,
                padding: '6px 10px',
                borderRadius: 6,
                background: semanticColors.background.surfaceRaised.light,
                border: `1px solid ${semanticColors.border.strong.light}`,
                boxShadow: shadows.sm.light,
                fontFamily: fontFamily.mono,
                fontSize: fontSize.xs,
              }}
            >
              {name} {value}
            </div>
          );
        })}
      </div>
    </div>
  );
}

// ─── Motion ───────────────────────────────────────────────────────────────────────────────────────────────

function usePrefersReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduced, setReduced] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const onChange = () => setReduced(list.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

function EasingCurve({ easing }: { easing: string }) {
  const points = bezierPoints(easing);
  if (!points) return <code>{easing}</code>;
  const [x1, y1, x2, y2] = points;
  const size = 80;
  const at = (x: number, y: number) => `${x * size},${size - y * size}`;
  return (
    <svg width={size} height={size} viewBox={`-4 -4 ${size + 8} ${size + 8}`} aria-hidden="true">
      <rect x={0} y={0} width={size} height={size} fill="none" stroke={semanticColors.border.default.light} />
      <path
        d={`M${at(0, 0)} C${at(x1, y1)} ${at(x2, y2)} ${at(1, 1)}`}
        fill="none"
        stroke={semanticColors.accent.default.light}
        strokeWidth={2}
      />
    </svg>
  );
}

/**
 * Durations and easings, with what each becomes under reduced motion (read from `themeCss`), and a demo that
 * moves a dot with each duration, or does not move it smoothly when the reader asks for reduced motion.
 */
export function Motion() {
  const reducedValues = reducedMotionValues();
  const reduced = usePrefersReducedMotion();
  const [moved, setMoved] = useState(false);
  const entries = Object.entries(motion);
  const easings = entries.filter(([name]) => name.startsWith('easing'));
  const easing = easings[0]?.[1] ?? 'ease';
  return (
    <>
      <table>
        <thead>
          <tr>
            <th>Token</th>
            <th>CSS variable</th>
            <th>Value</th>
            <th>Under reduced motion</th>
            <th>Demo</th>
          </tr>
        </thead>
        <tbody>
          {entries.map(([name, value]) => {
            const variable = cssVariable(vars.motion, [name]);
            const isEasing = name.startsWith('easing');
            const effective = reduced ? (reducedValues.get(variable) ?? value) : value;
            return (
              <tr key={name}>
                <td>
                  <code>{`motion.${name}`}</code>
                </td>
                <td>
                  <code style={codeStyle}>{variable}</code>
                </td>
                <td>
                  <code>{value}</code>
                </td>
                <td>
                  <code>{reducedValues.get(variable) ?? 'unchanged'}</code>
                </td>
                <td style={{ width: 200 }}>
                  {isEasing ? (
                    <EasingCurve easing={value} />
                  ) : (
                    <span
                      aria-hidden="true"
                      style={{
                        display: 'block',
                        width: 16,
                        height: 16,
                        borderRadius: '50%',
                        background: semanticColors.accent.default.light,
                        transform: moved ? 'translateX(160px)' : 'none',
                        transition: `transform ${effective} ${easing}`,
                      }}
                    />
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p>
        <button type="button" onClick={() => setMoved((m) => !m)}>
          {moved ? 'Move the dots back' : 'Move the dots'}
        </button>{' '}
        {reduced
          ? 'Your system asks for reduced motion: the durations are 0 ms here, as in the console.'
          : 'Turn on “reduce motion” in your system settings to see the durations drop to 0 ms.'}
      </p>
    </>
  );
}

// ─── Breakpoints ──────────────────────────────────────────────────────────────────────────────────────────

export function Breakpoints() {
  return (
    <table>
      <thead>
        <tr>
          <th>Token</th>
          <th>Viewport width</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(breakpoints).map(([name, value]) => (
          <tr key={name}>
            <td>
              <code>{`breakpoints.${name}`}</code>
            </td>
            <td>
              <code>{`${value}px`}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
