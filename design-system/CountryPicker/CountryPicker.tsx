import { useMemo, useState } from 'react';
import type { Key, Selection } from 'react-aria-components';
import { Combobox } from '../Combobox/Combobox';
import type { ComboboxItem } from '../Combobox/Combobox';
import { countryItems, countryMatches, type CountryLocale } from './countries';
import { Remove, Root, Tag, TagList, Tags } from './CountryPicker.styles';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

export interface CountryPickerStrings {
  /** Visible label of the input. */
  label: string;
  /** Shown in the open list when no country matches. */
  emptyText: string;
  /** Accessible name of the button that opens the list. */
  toggleLabel: string;
  /** Accessible name of the list of chosen countries (multiple selection). */
  selectedLabel?: string;
  /** Verb on a chosen country's remove button (e.g. "Remove"); react-aria appends the country, giving "Remove China". */
  removeLabel?: string;
}

export interface CountryPickerProps extends DataAttributes {
  /** Language of the country names and of their sort order. */
  locale: CountryLocale;
  strings: CountryPickerStrings;
  /** 'single' (default): one country. 'multiple': chosen countries are shown as removable tags. */
  selectionMode?: 'single' | 'multiple';
  /** Single: controlled alpha-2 code; `null` means controlled and empty. */
  value?: string | null;
  /** Single: uncontrolled initial code. */
  defaultValue?: string;
  /** Single: called with the chosen code, or null when cleared. */
  onChange?: (code: string | null) => void;
  /** Multiple: controlled alpha-2 codes. */
  values?: readonly string[];
  /** Multiple: uncontrolled initial codes. */
  defaultValues?: readonly string[];
  /** Multiple: called with the new list of codes. */
  onValuesChange?: (codes: string[]) => void;
  description?: string;
  errorMessage?: string;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  placeholder?: string;
  /** Limit the list to these ISO 3166-1 alpha-2 codes. */
  only?: readonly string[];
  className?: string;
}

const cross = (
  <svg viewBox="0 0 16 16" fill="none" aria-hidden="true">
    <path d="m4 4 8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
  </svg>
);

/** Country combobox for single choice, or for a list of countries shown as removable tags (geo blocking). */
export function CountryPicker(props: CountryPickerProps) {
  const { locale, strings, only } = props;
  const items = useMemo(() => countryItems(locale, only), [locale, only]);
  if (props.selectionMode === 'multiple') return <MultiplePicker {...props} items={items} />;
  return (
    <Combobox
      {...dataAttributes(props)}
      className={props.className}
      label={strings.label}
      emptyText={strings.emptyText}
      toggleLabel={strings.toggleLabel}
      items={items}
      filter={countryMatches}
      description={props.description}
      errorMessage={props.errorMessage}
      isInvalid={props.isInvalid}
      isRequired={props.isRequired}
      isDisabled={props.isDisabled}
      placeholder={props.placeholder}
      selectedId={props.value}
      defaultSelectedId={props.defaultValue}
      onSelectionChange={props.onChange}
    />
  );
}

function MultiplePicker({
  strings,
  items,
  values: value,
  defaultValues: defaultValue,
  onValuesChange: onChange,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  isDisabled,
  placeholder,
  className,
  ...rest
}: CountryPickerProps & { items: ComboboxItem[] }) {
  const [own, setOwn] = useState<readonly string[]>(defaultValue ?? []);
  const [input, setInput] = useState('');
  const codes = value ?? own;
  const set = (next: string[]) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };
  const chosen = new Set(codes);
  const byCode = new Map(items.map((i) => [i.id, i]));
  const tags = codes.flatMap((c) => {
    const item = byCode.get(c);
    return item ? [item] : [];
  });
  return (
    <Root {...dataAttributes(rest)} className={className} data-selection-mode="multiple">
      <Combobox
        label={strings.label}
        emptyText={strings.emptyText}
        toggleLabel={strings.toggleLabel}
        items={items.filter((i) => !chosen.has(i.id))}
        filter={countryMatches}
        description={description}
        errorMessage={errorMessage}
        isInvalid={isInvalid}
        isRequired={isRequired && codes.length === 0}
        isDisabled={isDisabled}
        placeholder={placeholder}
        selectedId={null}
        inputValue={input}
        onInputChange={setInput}
        onSelectionChange={(id) => {
          if (id === null) return;
          setInput('');
          if (!chosen.has(id)) set([...codes, id]);
        }}
      />
      {tags.length > 0 ? (
        <Tags
          aria-label={strings.selectedLabel ?? strings.label}
          disabledKeys={isDisabled ? tags.map((t) => t.id) : undefined}
          onRemove={(keys: Selection) => {
            if (keys === 'all') return;
            const removed = new Set([...keys].map((k: Key) => String(k)));
            set(codes.filter((c) => !removed.has(c)));
          }}
        >
          <TagList items={tags}>
            {(item) => (
              <Tag id={item.id} textValue={item.label}>
                {item.label}
                {isDisabled ? null : (
                  <Remove slot="remove" aria-label={strings.removeLabel}>
                    {cross}
                  </Remove>
                )}
              </Tag>
            )}
          </TagList>
        </Tags>
      ) : null}
    </Root>
  );
}
