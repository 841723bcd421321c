// A colour token table for the docs: name, CSS variable, each skin's value shown on that skin's own surface side
// by side, and what the token is for (its comment in tokens.ts). Generated from tokens.ts; nothing is copied.
import type { CSSProperties } from 'react';
import {
  componentColors,
  semanticColors,
  vars,
  type ColorPair,
  type Skin,
} from '../../design-system/foundations/tokens';
import { cssVariable, pairRows, tokenComments } from './tokenDocs';

const SKINS: readonly Skin[] = ['light', 'dark'];
const comments = tokenComments();

// Each value cell is drawn on its own skin: the swatch is seen where the colour is used.
const cellStyle = (skin: Skin): CSSProperties => ({
  background: semanticColors.background.surface[skin],
  color: semanticColors.text.primary[skin],
  whiteSpace: 'nowrap',
});

export function Swatch({ color, skin }: { color: string; skin: Skin }) {
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-block',
        width: 20,
        height: 20,
        borderRadius: 4,
        background: color,
        border: `1px solid ${semanticColors.border.strong[skin]}`,
        verticalAlign: 'middle',
        marginRight: 8,
      }}
    />
  );
}

function ValueCell({ pair, skin }: { pair: ColorPair; skin: Skin }) {
  return (
    <td style={cellStyle(skin)}>
      <Swatch color={pair[skin]} skin={skin} />
      <code style={{ color: 'inherit', background: 'transparent', border: 'none' }}>{pair[skin]}</code>
    </td>
  );
}

/** Where a component token points: the semantic token whose pair it reuses, if any. */
function semanticAlias(pair: ColorPair): string | undefined {
  const match = pairRows(semanticColors).find((row) => row.pair === pair);
  return match ? match.path.join('.') : undefined;
}

export interface ColorTokensProps {
  /** Which tier: the semantic tokens (default) or the component tokens. */
  tier?: 'semantic' | 'component';
  /** Only the tokens of these top-level groups (e.g. ['status']). Default: all. */
  groups?: readonly string[];
}

export function ColorTokens({ tier = 'semantic', groups }: ColorTokensProps) {
  const tree = tier === 'semantic' ? semanticColors : componentColors;
  const constant = tier === 'semantic' ? 'semanticColors' : 'componentColors';
  const rows = pairRows(tree).filter((row) => !groups || groups.includes(row.path[0] ?? ''));
  return (
    <table>
      <thead>
        <tr>
          <th>Token</th>
          <th>CSS variable</th>
          {SKINS.map((skin) => (
            <th key={skin} style={{ textTransform: 'capitalize' }}>
              {skin}
            </th>
          ))}
          {tier === 'component' ? <th>Refers to</th> : null}
          <th>Use for</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ path, pair }) => {
          const alias = tier === 'component' ? semanticAlias(pair) : undefined;
          return (
            <tr key={path.join('.')}>
              <td>
                <code>{path.join('.')}</code>
              </td>
              <td>
                <code>{cssVariable(vars.color, path)}</code>
              </td>
              {SKINS.map((skin) => (
                <ValueCell key={skin} pair={pair} skin={skin} />
              ))}
              {tier === 'component' ? <td>{alias ? <code>{alias}</code> : 'own value'}</td> : null}
              <td>{comments.get([constant, ...path].join('.')) ?? ''}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
