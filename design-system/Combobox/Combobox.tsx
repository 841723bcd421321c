import type { Key } from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel } from '../foundations/field.styles';
import {
  Empty,
  Field,
  Input,
  List,
  Option,
  OptionDescription,
  Popover,
  Root,
  Toggle,
} from './Combobox.styles';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

export interface ComboboxItem {
  id: string;
  /** Visible text of the option; the filter matches against it. */
  label: string;
  /** Second line under the label (part of the option's accessible name, as it is visible text). */
  description?: string;
  isDisabled?: boolean;
}

export interface ComboboxProps extends DataAttributes {
  /** Visible label, wired to the input. */
  label: string;
  items: readonly ComboboxItem[];
  /** Shown in the open list when no item matches the typed text. */
  emptyText: string;
  /** Accessible name of the button that opens the list (e.g. "Show suggestions"). */
  toggleLabel: string;
  /** Help text under the field, wired with aria-describedby. */
  description?: string;
  /** Shown (and announced) when `isInvalid` is true. */
  errorMessage?: string;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  placeholder?: string;
  /** Controlled selection; `null` means controlled and empty. */
  selectedId?: string | null;
  /** Uncontrolled initial selection. */
  defaultSelectedId?: string;
  /** Called with the id of the chosen item, or null when the selection is cleared. */
  onSelectionChange?: (id: string | null) => void;
  /** Controlled text of the input. */
  inputValue?: string;
  onInputChange?: (value: string) => void;
  /** Name of the hidden form input that carries the selected id. */
  name?: string;
  /** Whether an item's label matches the typed text; by default it holds it, case and accents aside. */
  filter?: (label: string, typed: string) => boolean;
  /** When the list opens: on typing (default), on focus, or only by the button/arrow keys. */
  menuTrigger?: 'input' | 'focus' | 'manual';
  className?: string;
}

const chevron = (
  <svg viewBox="0 0 16 16" fill="none" aria-hidden="true">
    <path
      d="m4 6 4 4 4-4"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

/** A text input with a filtered list of options (react-aria ComboBox). */
export function Combobox({
  label,
  items,
  emptyText,
  toggleLabel,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  isDisabled,
  placeholder,
  selectedId,
  defaultSelectedId,
  onSelectionChange,
  inputValue,
  onInputChange,
  name,
  menuTrigger = 'input',
  filter,
  className,
  ...rest
}: ComboboxProps) {
  return (
    <Root
      {...dataAttributes(rest)}
      className={className}
      defaultItems={items}
      defaultFilter={filter}
      selectedKey={selectedId}
      defaultSelectedKey={defaultSelectedId}
      onSelectionChange={(key: Key | null) => onSelectionChange?.(key === null ? null : String(key))}
      inputValue={inputValue}
      onInputChange={onInputChange}
      disabledKeys={items.filter((i) => i.isDisabled).map((i) => i.id)}
      isInvalid={isInvalid}
      isRequired={isRequired}
      isDisabled={isDisabled}
      name={name}
      menuTrigger={menuTrigger}
      allowsEmptyCollection
      validationBehavior="aria"
    >
      <FieldLabel data-required={isRequired || undefined}>{label}</FieldLabel>
      <Field>
        <Input placeholder={placeholder} />
        <Toggle aria-label={toggleLabel}>{chevron}</Toggle>
      </Field>
      {description ? <FieldDescription slot="description">{description}</FieldDescription> : null}
      {errorMessage ? <FieldErrorText>{errorMessage}</FieldErrorText> : null}
      <Popover placement="bottom start" offset={4}>
        <List<ComboboxItem> renderEmptyState={() => <Empty>{emptyText}</Empty>}>
          {(item) => (
            <Option id={item.id} textValue={item.label}>
              <span>{item.label}</span>
              {item.description ? <OptionDescription>{item.description}</OptionDescription> : null}
            </Option>
          )}
        </List>
      </Popover>
    </Root>
  );
}
