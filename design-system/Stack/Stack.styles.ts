import styled from 'styled-components';
import { space, vars } from '../foundations/tokens';

type SpaceKey = keyof typeof space;
const spaceKeys = Object.keys(space) as unknown as SpaceKey[];

// One rule per gap token, generated once at module scope (static CSS, selected by data-gap).
const gapRules = spaceKeys.map((k) => `&[data-gap='${k}'] { gap: ${vars.space[k]}; }`).join('\n');

const COLUMN_COUNTS = [1, 2, 3, 4, 5, 6] as const;
const columnRules = COLUMN_COUNTS.map(
  (n) => `&[data-columns='${n}'] { grid-template-columns: repeat(${n}, minmax(0, 1fr)); }`,
).join('\n');

export const StackRoot = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  margin: 0;
  padding: 0;

  &[data-direction='horizontal'] {
    flex-direction: row;
  }
  &[data-wrap] {
    flex-wrap: wrap;
  }

  &[data-align='start'] {
    align-items: flex-start;
  }
  &[data-align='center'] {
    align-items: center;
  }
  &[data-align='end'] {
    align-items: flex-end;
  }
  &[data-align='stretch'] {
    align-items: stretch;
  }
  &[data-align='baseline'] {
    align-items: baseline;
  }

  &[data-justify='start'] {
    justify-content: flex-start;
  }
  &[data-justify='center'] {
    justify-content: center;
  }
  &[data-justify='end'] {
    justify-content: flex-end;
  }
  &[data-justify='space-between'] {
    justify-content: space-between;
  }

  ${gapRules}
`;

export const GridRoot = styled.div`
  display: grid;
  min-width: 0;
  margin: 0;
  padding: 0;
  grid-template-columns: repeat(auto-fill, minmax(min(var(--grid-min-column-width, 240px), 100%), 1fr));

  &[data-fit='fit'] {
    grid-template-columns: repeat(auto-fit, minmax(min(var(--grid-min-column-width, 240px), 100%), 1fr));
  }

  ${columnRules}
  ${gapRules}

  &[data-align='start'] {
    align-items: start;
  }
  &[data-align='center'] {
    align-items: center;
  }
  &[data-align='end'] {
    align-items: end;
  }
  &[data-align='stretch'] {
    align-items: stretch;
  }
`;
