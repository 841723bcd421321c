import type { Key } from 'react-aria-components';
import { FormField } from '../FormField/FormField';
import { List, Option, OptionDescription, OptionLabel, Popover, Root, Trigger, Value } from './Select.styles';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

export interface SelectItem {
  id: string;
  /** Visible text of the option (also its text value for type-ahead). */
  label: string;
  /** Second line under the label, wired as the option's description. */
  description?: string;
  isDisabled?: boolean;
}

export interface SelectProps extends DataAttributes {
  /** Visible label, wired to the trigger and the list. */
  label: string;
  /** The options. */
  items: readonly SelectItem[];
  /** Shown while nothing is selected. Required, because the library default is English. */
  placeholder: string;
  /** Controlled selected id (`null` for none). */
  value?: string | null;
  /** Uncontrolled initial id. */
  defaultValue?: string | null;
  /** Receives the selected id. */
  onChange?: (id: string | null) => void;
  onBlur?: () => void;
  /** Help text under the field, wired with aria-describedby. */
  description?: string;
  /** Shown (and announced) when `isInvalid` is true. */
  errorMessage?: string;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
  id?: string;
  className?: string;
}

const toId = (key: Key | null): string | null => (key === null ? null : String(key));

export function Select({
  label,
  items,
  placeholder,
  value,
  defaultValue,
  onChange,
  onBlur,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  isDisabled,
  name,
  id,
  className,
  ...rest
}: SelectProps) {
  return (
    <Root
      {...dataAttributes(rest)}
      className={className}
      placeholder={placeholder}
      value={value}
      defaultValue={defaultValue}
      onChange={(key) => onChange?.(toId(key as Key | null))}
      onBlur={onBlur}
      disabledKeys={items.filter((item) => item.isDisabled).map((item) => item.id)}
      name={name}
      id={id}
      isInvalid={isInvalid}
      isRequired={isRequired}
      isDisabled={isDisabled}
      validationBehavior="aria"
    >
      <FormField label={label} description={description} errorMessage={errorMessage} isRequired={isRequired}>
        <Trigger>
          <Value />
          <svg viewBox="0 0 12 12" fill="none" aria-hidden="true">
            <path d="M2.5 4.5 6 8l3.5-3.5" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
          </svg>
        </Trigger>
      </FormField>
      <Popover>
        <List>
          {items.map((item) => (
            <Option key={item.id} id={item.id} textValue={item.label}>
              <OptionLabel slot="label">{item.label}</OptionLabel>
              {item.description ? (
                <OptionDescription slot="description">{item.description}</OptionDescription>
              ) : null}
            </Option>
          ))}
        </List>
      </Popover>
    </Root>
  );
}
