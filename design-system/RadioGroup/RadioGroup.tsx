import { FormField } from '../FormField/FormField';
import { Dot, Item, ItemDescription, ItemText, Items, Root } from './RadioGroup.styles';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

export interface RadioGroupItem {
  id: string;
  /** Visible label of the option. */
  label: string;
  /** Second line under the label. */
  description?: string;
  isDisabled?: boolean;
}

export type RadioGroupOrientation = 'vertical' | 'horizontal';

export interface RadioGroupProps extends DataAttributes {
  /** Visible label of the group. */
  label: string;
  /** The options. */
  items: readonly RadioGroupItem[];
  /** Controlled selected id (`null` for none). */
  value?: string | null;
  /** Uncontrolled initial id. */
  defaultValue?: string | null;
  /** Receives the selected id. */
  onChange?: (id: string) => void;
  onBlur?: () => void;
  /** Default 'vertical'. Arrow keys move in both orientations. */
  orientation?: RadioGroupOrientation;
  /** Help text under the group, wired with aria-describedby. */
  description?: string;
  /** Shown (and announced) when `isInvalid` is true. */
  errorMessage?: string;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  name?: string;
  id?: string;
  className?: string;
}

export function RadioGroup({
  label,
  items,
  value,
  defaultValue,
  onChange,
  onBlur,
  orientation = 'vertical',
  description,
  errorMessage,
  isInvalid,
  isRequired,
  isDisabled,
  isReadOnly,
  name,
  id,
  className,
  ...rest
}: RadioGroupProps) {
  return (
    <Root
      {...dataAttributes(rest)}
      className={className}
      value={value}
      defaultValue={defaultValue}
      onChange={onChange}
      onBlur={onBlur}
      orientation={orientation}
      name={name}
      id={id}
      isInvalid={isInvalid}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      validationBehavior="aria"
    >
      <FormField label={label} description={description} errorMessage={errorMessage} isRequired={isRequired}>
        <Items>
          {items.map((item) => (
            <Item key={item.id} value={item.id} isDisabled={item.isDisabled}>
              <Dot aria-hidden="true" />
              <ItemText>
                <span>{item.label}</span>
                {item.description ? <ItemDescription>{item.description}</ItemDescription> : null}
              </ItemText>
            </Item>
          ))}
        </Items>
      </FormField>
    </Root>
  );
}
