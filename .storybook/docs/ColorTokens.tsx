// The semantic colour tokens as a table for the Introduction page: name, CSS variable, both skins' values.
import { semanticColors, type ColorPair } from '../../design-system/foundations/tokens';

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function rows(): { name: string; variable: string; pair: ColorPair }[] {
  return Object.entries(semanticColors).flatMap(([group, entries]) =>
    Object.entries(entries as Record<string, ColorPair>).map(([key, pair]) => ({
      name: `${group}.${key}`,
      variable: `--color-${kebab(group)}-${kebab(key)}`,
      pair,
    })),
  );
}

const swatch = (color: string) => (
  <span
    aria-hidden="true"
    style={{
      display: 'inline-block',
      width: 16,
      height: 16,
      background: color,
      border: '1px solid #8888',
      verticalAlign: 'middle',
      marginRight: 6,
    }}
  />
);

export function ColorTokens() {
  return (
    <table>
      <thead>
        <tr>
          <th>Token</th>
          <th>CSS variable</th>
          <th>Light</th>
          <th>Dark</th>
        </tr>
      </thead>
      <tbody>
        {rows().map((r) => (
          <tr key={r.name}>
            <td>
              <code>{r.name}</code>
            </td>
            <td>
              <code>{r.variable}</code>
            </td>
            <td>
              {swatch(r.pair.light)}
              <code>{r.pair.light}</code>
            </td>
            <td>
              {swatch(r.pair.dark)}
              <code>{r.pair.dark}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
