import { useId, useState } from 'react';
import { FileTrigger, isFileDropItem } from 'react-aria-components';
import type { DropZoneProps } from 'react-aria-components';
import { Choose, Description, DropText, ErrorText, Label, Root, Selected, Zone } from './FileDrop.styles';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

type DropEvent = Parameters<NonNullable<DropZoneProps['onDrop']>>[0];

export interface FileDropStrings {
  /** Text in the drop area (e.g. "Drop a file here or"). */
  drop: string;
  /** The button that opens the file chooser (e.g. "Choose file"). */
  choose: string;
  /** Error when the file is larger than `maxBytes`. */
  tooLarge: string;
  /** Error when the file's type is not in `accept`. */
  wrongType: string;
  /** Line shown for the chosen file, e.g. (name, size) => `${name} (${size})`. */
  selected: (name: string, size: string) => string;
}

export interface FileDropProps extends DataAttributes {
  /** Visible label of the field; also names the choose button and the drop area. */
  label: string;
  /** Help text under the drop area (accepted types, limits). */
  description?: string;
  strings: FileDropStrings;
  /** Accepted extensions ('.pem') and MIME types ('text/plain', 'image/*'); any file when omitted. */
  accept?: readonly string[];
  /** Largest accepted file in bytes. */
  maxBytes?: number;
  /** Called with an accepted file. */
  onFile: (file: File) => void;
  /** Formats a size in bytes for `strings.selected` (e.g. with Intl.NumberFormat in the app's locale). */
  formatSize: (bytes: number) => string;
  isDisabled?: boolean;
  /** An error from outside (e.g. the file could not be parsed); a size or type error takes precedence. */
  errorMessage?: string;
  className?: string;
}

/** Whether `file` matches one of the `accept` entries (extensions are compared without case). */
export function isAccepted(file: Pick<File, 'name' | 'type'>, accept?: readonly string[]): boolean {
  if (!accept || accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((raw) => {
    const entry = raw.trim().toLowerCase();
    if (entry.startsWith('.')) return name.endsWith(entry);
    if (entry.endsWith('/*')) return type.startsWith(entry.slice(0, -1));
    return entry !== '' && type === entry;
  });
}

const uploadIcon = (
  <svg viewBox="0 0 24 24" fill="none" aria-hidden="true">
    <path
      d="M12 15V4m0 0-4 4m4-4 4 4M5 15v3a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-3"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

const fileIcon = (
  <svg viewBox="0 0 16 16" fill="none" aria-hidden="true">
    <path
      d="M9 1.75H4.5a1 1 0 0 0-1 1v10.5a1 1 0 0 0 1 1h7a1 1 0 0 0 1-1V5.25L9 1.75Zm0 0v3.5h3.5"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinejoin="round"
    />
  </svg>
);

/** Drop area with a button that opens the file chooser, for one file (certificates, keys, zone files). */
export function FileDrop({
  label,
  description,
  strings,
  accept,
  maxBytes,
  onFile,
  formatSize,
  isDisabled,
  errorMessage,
  className,
  ...rest
}: FileDropProps) {
  const [chosen, setChosen] = useState<{ name: string; size: number } | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const id = useId();
  const labelId = `${id}-label`;
  const chooseId = `${id}-choose`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const selectedId = `${id}-selected`;

  const take = (file: File | undefined) => {
    if (!file) return;
    if (!isAccepted(file, accept)) setProblem(strings.wrongType);
    else if (maxBytes !== undefined && file.size > maxBytes) setProblem(strings.tooLarge);
    else {
      setProblem(undefined);
      setChosen({ name: file.name, size: file.size });
      onFile(file);
    }
  };

  const onDrop = async (event: DropEvent) => {
    const item = event.items.find(isFileDropItem);
    if (item) take(await item.getFile());
  };

  const shownError = problem ?? errorMessage;
  const describedBy = [description ? descriptionId : '', shownError ? errorId : '', chosen ? selectedId : '']
    .filter(Boolean)
    .join(' ');

  return (
    <Root
      {...dataAttributes(rest)}
      className={className}
      data-disabled={isDisabled || undefined}
      data-invalid={shownError ? true : undefined}
      data-has-file={chosen ? true : undefined}
    >
      <Label id={labelId}>{label}</Label>
      <Zone
        aria-label={label}
        isDisabled={isDisabled}
        data-invalid={shownError ? true : undefined}
        getDropOperation={() => (isDisabled ? 'cancel' : 'copy')}
        onDrop={(event) => void onDrop(event)}
      >
        {uploadIcon}
        <DropText slot="label">{strings.drop}</DropText>
        <FileTrigger
          acceptedFileTypes={accept ? [...accept] : undefined}
          onSelect={(files) => take(files?.[0] ?? undefined)}
        >
          <Choose
            id={chooseId}
            aria-labelledby={`${chooseId} ${labelId}`}
            aria-describedby={describedBy || undefined}
            isDisabled={isDisabled}
          >
            {strings.choose}
          </Choose>
        </FileTrigger>
      </Zone>
      {description ? <Description id={descriptionId}>{description}</Description> : null}
      <Selected id={selectedId} role="status">
        {chosen ? (
          <>
            {fileIcon}
            <span>{strings.selected(chosen.name, formatSize(chosen.size))}</span>
          </>
        ) : null}
      </Selected>
      {shownError ? <ErrorText id={errorId}>{shownError}</ErrorText> : null}
    </Root>
  );
}
