// A click on submit straight after correcting a field is never lost: a field's error goes as soon as its value
// is right (while the person types), not when the field is left. Leaving the field is the mousedown on the
// button itself; an error removed then moves the button away from under the pointer before the click lands.
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { groupResource } from '../../../src/areas/iam/resources';
import { createI18n } from '../../../src/app/i18n';
import { ResourceForm } from '../../../src/engine/rjsf/ResourceForm';

async function groupForm() {
  const i18n = await createI18n();
  const { validateFns } = await groupResource.schemas.loadValidators();
  const onSubmit = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <ResourceForm resource={groupResource} validateFns={validateFns} onSubmit={onSubmit} ariaLabel="form">
        <button type="submit">submit</button>
      </ResourceForm>
    </I18nextProvider>,
  );
  return { onSubmit, user: userEvent.setup() };
}

const nameField = () => screen.getByRole('textbox', { name: /name/i });
/** The field's error as people get it: the text the field is described by, while it is marked invalid. */
const nameError = () =>
  nameField().getAttribute('aria-invalid') === 'true'
    ? (nameField().getAttribute('aria-describedby') ?? 'invalid')
    : '';

describe('correcting a field', () => {
  it('MUST remove the error while the value is typed, before the field is left', async () => {
    const { user } = await groupForm();
    await user.type(nameField(), '-bad');
    await user.tab();
    await vi.waitFor(() => expect(nameError()).not.toBe(''));
    await user.clear(nameField());
    await user.type(nameField(), 'ops');
    // Still in the field: the error is gone already, so leaving it moves nothing.
    expect(document.activeElement).toBe(nameField());
    expect(nameError()).toBe('');
  });

  it('MUST still keep quiet while a field is typed into for the first time', async () => {
    const { user } = await groupForm();
    await user.type(nameField(), '-bad');
    expect(nameError()).toBe('');
  });

  it('MUST submit on the first click after the correction', async () => {
    const { user, onSubmit } = await groupForm();
    await user.type(nameField(), '-bad');
    await user.tab();
    await vi.waitFor(() => expect(nameError()).not.toBe(''));
    await user.clear(nameField());
    await user.type(nameField(), 'ops');
    await user.click(screen.getByRole('button', { name: 'submit' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
