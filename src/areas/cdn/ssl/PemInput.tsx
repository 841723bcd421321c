// One PEM value of the upload (certificate, private key, chain): pasted into a monospace text area or read
// from a file dropped or chosen next to it.
import { useTranslation } from 'react-i18next';
import { FileDrop } from '@ds/FileDrop';
import { TextArea } from '@ds/TextArea';
import { PemField } from './ssl.styles';

/** PEM files are small; anything bigger is not a certificate or key. */
const MAX_PEM_BYTES = 64 * 1024;
const pemTypes = ['.pem', '.crt', '.cer', '.key', '.txt', 'application/x-pem-file', 'text/plain'];

export interface PemInputProps {
  label: string;
  description?: string;
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string;
  isRequired?: boolean;
  maxLength: number;
  name: string;
}

export function PemInput({
  label,
  description,
  value,
  onChange,
  errorMessage,
  isRequired,
  maxLength,
  name,
}: PemInputProps) {
  const { t, i18n } = useTranslation('cdn');
  const size = new Intl.NumberFormat(i18n.language, {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 1,
  });
  return (
    <PemField>
      <TextArea
        label={label}
        description={description}
        value={value}
        onChange={onChange}
        isMonospace
        rows={6}
        maxLength={maxLength}
        isRequired={isRequired}
        isInvalid={!!errorMessage}
        errorMessage={errorMessage}
        name={name}
        placeholder={t('ssl.add.pem.placeholder')}
      />
      <FileDrop
        label={t('ssl.add.fromFile', { field: label })}
        accept={pemTypes}
        maxBytes={MAX_PEM_BYTES}
        formatSize={(bytes) => size.format(bytes / 1024)}
        strings={{
          drop: t('ssl.add.file.drop'),
          choose: t('ssl.add.file.choose'),
          tooLarge: t('ssl.add.file.tooLarge'),
          wrongType: t('ssl.add.file.wrongType'),
          selected: (file, bytes) => t('ssl.add.file.selected', { name: file, size: bytes }),
        }}
        onFile={(file) => void file.text().then(onChange)}
      />
    </PemField>
  );
}
