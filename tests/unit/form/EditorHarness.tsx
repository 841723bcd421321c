// A screen that opens the resource editor, as the list and detail pages do.
import { Button } from '@ds/Button';
import { useResourceEditor } from '../../../src/engine/editor/useResourceEditor';
import type { AnyResource } from '../../../src/engine/types';

export function EditorHarness({ resource, id }: { resource: AnyResource; id: string }) {
  const editor = useResourceEditor(resource);
  return (
    <>
      <p>harness page</p>
      {editor.canCreate ? <Button onPress={editor.openCreate}>harness add</Button> : null}
      {editor.canEdit ? <Button onPress={() => editor.openEdit(id)}>harness edit</Button> : null}
      {editor.canDuplicate ? (
        <Button onPress={() => editor.openDuplicate(id)}>harness duplicate</Button>
      ) : null}
      {editor.disabledReason ? <p>{editor.disabledReason}</p> : null}
      {editor.element}
    </>
  );
}
