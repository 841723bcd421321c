import { useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { ListBox } from 'react-aria-components';
import type { Key } from 'react-aria-components';
import { Button } from '../Button';
import { Tag } from '../Tag';
import { addToken, filterSuggestions, formatToken, tokenFromText } from './PropertyFilter.logic';
import type {
  FilterSuggestion,
  PropertyFilterOperator,
  PropertyFilterProperty,
  PropertyFilterToken,
} from './PropertyFilter.logic';
import {
  ComboBox,
  Input,
  Option,
  OptionHint,
  Popover,
  Root,
  SearchIcon,
  TokenList,
  Tokens,
} from './PropertyFilter.styles';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

export interface PropertyFilterStrings {
  /** Accessible name of the input (e.g. "Filter endpoints"). */
  label: string;
  /** Placeholder of the input (e.g. "Filter by property or text"). */
  placeholder: string;
  /** Accessible name of the list of active tokens (e.g. "Active filters"). */
  tokens: string;
  /** The action that removes every token (e.g. "Clear filters"). */
  clearFilters: string;
  /** Accessible name of a token's remove button, from the token text (e.g. t => `Remove filter ${t}`). */
  removeToken: (tokenText: string) => string;
  /** The free-text option, from the typed text (e.g. t => `Use: "${t}"`). */
  useText: (text: string) => string;
  /** Hint beside each operator option (e.g. { '=': 'Equals', '!=': 'Does not equal', ':': 'Contains', '!:': 'Does not contain' }). */
  operators: Record<PropertyFilterOperator, string>;
}

export interface PropertyFilterProps extends DataAttributes {
  properties: readonly PropertyFilterProperty[];
  /** The active tokens (controlled). */
  tokens: readonly PropertyFilterToken[];
  /** Called with the new tokens after an add, a removal or a clear. */
  onChange: (tokens: PropertyFilterToken[]) => void;
  strings: PropertyFilterStrings;
  isDisabled?: boolean;
  /** Offer no free-text token: only "property operator value" tokens (a list without a text search). */
  disableFreeText?: boolean;
  id?: string;
  className?: string;
}

const searchIcon = (
  <svg viewBox="0 0 16 16" fill="none" aria-hidden="true">
    <circle cx="7" cy="7" r="4.75" stroke="currentColor" strokeWidth="1.5" />
    <path d="m10.5 10.5 3 3" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
  </svg>
);

export function PropertyFilter({
  properties,
  tokens,
  onChange,
  strings,
  isDisabled,
  disableFreeText = false,
  id,
  className,
  ...rest
}: PropertyFilterProps) {
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const suggestions = useMemo(
    () => filterSuggestions(text, properties, strings.useText, { freeText: !disableFreeText }),
    [text, properties, strings.useText, disableFreeText],
  );

  const add = (token: PropertyFilterToken) => {
    onChange(addToken(tokens, token));
    setText('');
  };

  const choose = (key: Key | null) => {
    const suggestion: FilterSuggestion | undefined = suggestions.find((s) => s.id === key);
    if (!suggestion) return;
    if (suggestion.token) add(suggestion.token);
    else if (suggestion.nextText !== undefined) setText(suggestion.nextText);
  };

  // Enter without a highlighted option turns the typed text into a token.
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter' || e.currentTarget.getAttribute('aria-activedescendant')) return;
    const token = tokenFromText(text, properties, { freeText: !disableFreeText });
    if (token) add(token);
  };

  const remove = (index: number) => {
    onChange(tokens.filter((_, i) => i !== index));
    inputRef.current?.focus();
  };

  const clear = () => {
    onChange([]);
    inputRef.current?.focus();
  };

  return (
    <Root {...dataAttributes(rest)} id={id} className={className}>
      <ComboBox
        aria-label={strings.label}
        inputValue={text}
        onInputChange={setText}
        selectedKey={null}
        onSelectionChange={choose}
        items={suggestions}
        allowsCustomValue
        isDisabled={isDisabled}
        menuTrigger="focus"
      >
        <SearchIcon>{searchIcon}</SearchIcon>
        <Input ref={inputRef} placeholder={strings.placeholder} onKeyDown={onKeyDown} />
        <Popover placement="bottom start" offset={4}>
          <ListBox<FilterSuggestion>>
            {(item) => (
              <Option id={item.id} textValue={item.label} data-kind={item.kind}>
                <span>{item.label}</span>
                {item.operator ? <OptionHint>{strings.operators[item.operator]}</OptionHint> : null}
              </Option>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      {tokens.length > 0 ? (
        <Tokens>
          <TokenList aria-label={strings.tokens}>
            {tokens.map((token, index) => {
              const label = formatToken(token, properties);
              return (
                <li key={`${token.propertyKey ?? ''}${token.operator}${token.value}`}>
                  <Tag
                    isDisabled={isDisabled}
                    onRemove={() => remove(index)}
                    removeLabel={strings.removeToken(label)}
                  >
                    {label}
                  </Tag>
                </li>
              );
            })}
          </TokenList>
          <Button variant="link" size="small" onPress={clear} isDisabled={isDisabled}>
            {strings.clearFilters}
          </Button>
        </Tokens>
      ) : null}
    </Root>
  );
}
