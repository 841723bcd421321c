// The fields of rjsf's default registry that the console's forms use: rjsf's own list without its layout-grid
// fields (LayoutGridField, LayoutMultiSchemaField, LayoutHeaderField), which render only where a uiSchema names
// them as `ui:field` — no console schema does (tests/unit/rjsf-fields.test.ts holds both to that) — so they do
// not ship. scripts/vite-library-imports.ts gives rjsf's default registry this list instead of its own.
import ArrayField from '@rjsf/core/lib/components/fields/ArrayField.js';
import BooleanField from '@rjsf/core/lib/components/fields/BooleanField.js';
import CyclicSchemaField from '@rjsf/core/lib/components/fields/CyclicSchemaField.js';
import FallbackField from '@rjsf/core/lib/components/fields/FallbackField.js';
import MultiSchemaField from '@rjsf/core/lib/components/fields/MultiSchemaField.js';
import NullField from '@rjsf/core/lib/components/fields/NullField.js';
import NumberField from '@rjsf/core/lib/components/fields/NumberField.js';
import ObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';
import OptionalDataControlsField from '@rjsf/core/lib/components/fields/OptionalDataControlsField.js';
import SchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';

/** rjsf's layout-grid fields, left out: a uiSchema naming one of them would get rjsf's fallback field. */
export const leftOutFields = ['LayoutGridField', 'LayoutHeaderField', 'LayoutMultiSchemaField'] as const;

export default function formFields() {
  return {
    AnyOfField: MultiSchemaField,
    ArrayField,
    BooleanField,
    CyclicSchemaField,
    FallbackField,
    NumberField,
    ObjectField,
    OneOfField: MultiSchemaField,
    OptionalDataControlsField,
    SchemaField,
    StringField,
    NullField,
  };
}
