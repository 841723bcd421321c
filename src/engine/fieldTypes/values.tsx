// Detail renderers that need hooks (translation, the clock): small components the registry hands out.
import { useTranslation } from 'react-i18next';
import { CodeBlock } from '@ds/CodeBlock';
import { KeyValueList, type KeyValueItem } from '@ds/KeyValueList';
import { Timestamp } from '@ds/Timestamp';
import { useNow } from './clock';

/** date-time → relative time with the absolute date in a tooltip, reachable by keyboard. */
export function DateTimeValue({ value, language }: { value: string; language: string }) {
  const now = useNow();
  if (Number.isNaN(new Date(value).getTime())) return <>{value}</>;
  return <Timestamp date={value} now={now} locale={language} />;
}

/** PEM (certificates, public keys) → a code block with its own copy button. */
export function PemValue({ code, label }: { code: string; label: string }) {
  const { t } = useTranslation();
  return (
    <CodeBlock
      code={code}
      language="PEM"
      maxHeight={240}
      strings={{
        region: t('detail:code.region', { field: label }),
        copyButton: t('detail:code.copyButton', { field: label }),
        copy: t('detail:code.copy'),
        copied: t('detail:code.copied'),
        failed: t('detail:code.failed'),
      }}
    />
  );
}

/** The values inside an object or a list of objects, each under its catalogue label. */
export function NestedValues({ items }: { items: readonly KeyValueItem[] }) {
  return <KeyValueList items={items} data-part="nested-values" />;
}
