// A value of a History change that may be long (an expression, a URL list): cut after a line's worth, with a
// button that shows it whole and back.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@ds/Button';

/** Characters shown before a value is cut. */
export const longValueLength = 80;

export function LongValue({ text, field }: { text: string; field: string }) {
  const { t } = useTranslation();
  const [whole, setWhole] = useState(false);
  if (text.length <= longValueLength) return <>{text}</>;
  return (
    <>
      {whole ? text : `${text.slice(0, longValueLength)}…`}{' '}
      <Button
        variant="link"
        size="small"
        aria-expanded={whole}
        aria-label={whole ? t('detail:history.showLess') : t('detail:history.showAllOf', { field })}
        onPress={() => setWhole(!whole)}
      >
        {whole ? t('detail:history.showLess') : t('detail:history.showAll')}
      </Button>
    </>
  );
}
