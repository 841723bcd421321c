// Shown while the first route's code loads (React Router's hydrate fallback), so a cold start never shows
// an empty page. Centred text only: the first paint must not wait for more code.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { vars } from '@ds/foundations/tokens';

const Centered = styled.p`
  display: grid;
  place-items: center;
  min-height: 100vh;
  margin: 0;
  color: ${vars.color.text.secondary};
`;

export function AppLoading() {
  const { t } = useTranslation();
  return <Centered role="status">{t('common:loading')}</Centered>;
}
