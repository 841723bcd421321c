// What a field shows of its label and required mark, decided once for every widget and object title:
// - an array item is labelled by its array's item label and number ("Target 2"), which the array's uiSchema
//   holds (translatedUi.ts, ITEM_LABEL); rjsf itself would show "<field name>-2";
// - a required mark shows only where the value is needed now: a property that its object requires is not
//   marked while that optional object is left empty (requiredMarks.ts sets `requiredMark: false`).
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { UiSchema, WidgetProps } from '@rjsf/utils';
import { ITEM_LABEL, type ItemLabel } from './translatedUi';

interface ShownItem {
  /** The field id of the item (`root_targets_1`). */
  id: string;
  label: string;
}

const ItemContext = createContext<ShownItem | undefined>(undefined);

/** Wraps one array item: its field (an object's title or a leaf widget) reads its label from here. */
export function ItemLabelProvider({
  id,
  index,
  parentUiSchema,
  children,
}: {
  id: string;
  index: number;
  parentUiSchema: UiSchema | undefined;
  children: ReactNode;
}) {
  const label = (parentUiSchema?.[ITEM_LABEL] as ItemLabel | undefined)?.(index);
  return <ItemContext.Provider value={label ? { id, label } : undefined}>{children}</ItemContext.Provider>;
}

/** The label a field shows: its array item's label when it is one, else its own. */
export function useShownLabel(id: string, label: string | undefined): string | undefined {
  const item = useContext(ItemContext);
  return item && item.id === id ? item.label : label;
}

/** A widget with the label and required mark it shows (see above) in place of rjsf's. */
export function withShownTexts(Widget: ComponentType<WidgetProps>): ComponentType<WidgetProps> {
  function Shown(props: WidgetProps) {
    const label = useShownLabel(props.id, props.label) ?? '';
    const required = props.required === true && props.options.requiredMark !== false;
    return <Widget {...props} label={label} required={required} />;
  }
  Shown.displayName = `Shown(${Widget.displayName ?? Widget.name})`;
  return Shown;
}
