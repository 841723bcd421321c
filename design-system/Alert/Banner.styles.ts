import styled from 'styled-components';
import { vars } from '../foundations/tokens';
import { toneColours } from './Alert.styles';

export const Root = styled.section`
  ${toneColours}
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  width: 100%;
  min-height: 40px;
  padding: ${vars.space[2]} ${vars.space[4]};
  border-bottom: 1px solid var(--tone-border);
  background: var(--tone-bg);
  color: ${vars.color.text.primary};
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.normal};

  &[data-sticky] {
    position: sticky;
    top: 0;
    z-index: ${vars.z.sticky};
  }
`;

export const Message = styled.div`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;

  & p {
    margin: 0;
  }
`;
