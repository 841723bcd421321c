// The rjsf date, date-time, time and colour widgets: values stay the ISO / hex strings JSON Schema expects,
// survive a render-and-submit round trip, and an emptied field submits undefined.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { templates, widgets } from './theme';
import { dateTimeToIso, dateToIso, isoToDate, isoToDateTime, isoToTime, timeToIso } from './dateValues';

describe('ISO conversions', () => {
  it('round-trips dates and reads bad text as no value', () => {
    expect(dateToIso(isoToDate('2025-03-15'))).toBe('2025-03-15');
    expect(dateToIso(isoToDate('2025-03-15T10:00:00Z'))).toBe('2025-03-15');
    expect(isoToDate('15/03/2025')).toBeNull();
    expect(isoToDate('')).toBeNull();
    expect(isoToDate(undefined)).toBeNull();
    expect(dateToIso(null)).toBeUndefined();
  });

  it('round-trips date-times as UTC instants with Z', () => {
    expect(dateTimeToIso(isoToDateTime('2025-03-15T10:30:00Z', 'Asia/Ho_Chi_Minh'))).toBe(
      '2025-03-15T10:30:00.000Z',
    );
    expect(isoToDateTime('2025-03-15T10:30:00Z', 'Asia/Ho_Chi_Minh')?.hour).toBe(17);
    expect(dateTimeToIso(isoToDateTime('2025-03-15T12:30:00+02:00', 'UTC'))).toBe('2025-03-15T10:30:00.000Z');
    expect(isoToDateTime('tomorrow')).toBeNull();
    expect(dateTimeToIso(null)).toBeUndefined();
  });

  it('round-trips times as HH:mm:ss', () => {
    expect(timeToIso(isoToTime('09:30:00'))).toBe('09:30:00');
    expect(timeToIso(isoToTime('09:30'))).toBe('09:30:00');
    expect(timeToIso(isoToTime('23:05:59Z'))).toBe('23:05:59');
    expect(isoToTime('9.30')).toBeNull();
    expect(timeToIso(null)).toBeUndefined();
  });
});

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    since: { type: 'string', format: 'date', title: 'Since' },
    until: { type: 'string', format: 'date', title: 'Until' },
    startsAt: { type: 'string', format: 'date-time', title: 'Starts at' },
    purgeAt: { type: 'string', format: 'time', title: 'Purge at' },
    colour: { type: 'string', title: 'Colour' },
  },
};

const uiSchema: UiSchema = {
  until: { 'ui:widget': 'alt-date' },
  colour: { 'ui:widget': 'color' },
  'ui:submitButtonOptions': { submitText: 'Save' },
};

async function renderForm(formData: Record<string, unknown>) {
  const onSubmit = vi.fn();
  render(
    <Form
      schema={schema}
      uiSchema={uiSchema}
      validator={validator}
      widgets={widgets}
      templates={templates}
      formData={formData}
      onSubmit={(event) => onSubmit(event.formData)}
      onError={() => undefined}
      showErrorList={false}
      noHtml5Validate
    />,
  );
  // Date and time widgets load as their own chunk: wait until no field is still a loading skeleton.
  await waitFor(() =>
    expect(document.querySelector('[aria-hidden="true"][data-variant="block"]')).toBeNull(),
  );
  return onSubmit;
}

const field = (name: RegExp) => screen.getByRole('group', { name });
const segment = (group: HTMLElement, name: RegExp) => within(group).getByRole('spinbutton', { name });

async function submit(onSubmit: ReturnType<typeof vi.fn>) {
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  return onSubmit.mock.calls[0]?.[0] as Record<string, unknown>;
}

describe('rjsf date, time and colour widgets', () => {
  const filled = {
    since: '2025-03-15',
    until: '2025-12-31',
    startsAt: '2025-03-15T10:30:00.000Z',
    purgeAt: '09:30:00',
    colour: '#1f5bbf',
  };

  it('renders design-system pickers and submits the values unchanged', async () => {
    const onSubmit = await renderForm(filled);
    expect(segment(field(/^Since/), /year/i).getAttribute('aria-valuenow')).toBe('2025');
    expect(segment(field(/^Until/), /day/i).getAttribute('aria-valuenow')).toBe('31');
    expect(within(field(/^Starts at/)).getByRole('spinbutton', { name: /minute/i })).toBeTruthy();
    expect(segment(field(/^Purge at/), /minute/i).getAttribute('aria-valuenow')).toBe('30');
    expect((screen.getByRole('textbox', { name: /^Colour/ }) as HTMLInputElement).value).toBe('#1f5bbf');
    expect(await submit(onSubmit)).toEqual(filled);
  });

  it('types a date into the segments and stores YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    const onSubmit = await renderForm({});
    await user.click(segment(field(/^Since/), /month/i));
    await user.keyboard('03152025');
    expect((await submit(onSubmit)).since).toBe('2025-03-15');
  });

  it('steps a time and a date-time by keyboard and stores ISO text', async () => {
    const user = userEvent.setup();
    const onSubmit = await renderForm({ purgeAt: '09:30:00', startsAt: '2025-03-15T10:30:00.000Z' });
    await user.click(segment(field(/^Purge at/), /minute/i));
    await user.keyboard('{ArrowUp}');
    await user.click(segment(field(/^Starts at/), /minute/i));
    await user.keyboard('{ArrowUp}');
    const data = await submit(onSubmit);
    expect(data.purgeAt).toBe('09:31:00');
    expect(data.startsAt).toBe('2025-03-15T10:31:00.000Z');
  });

  it('submits undefined once a date or time is emptied', async () => {
    const user = userEvent.setup();
    const onSubmit = await renderForm({ since: '2025-03-15', purgeAt: '09:30:00' });
    // react-aria empties the value once every segment is cleared (Backspace on an empty segment moves back).
    await user.click(segment(field(/^Since/), /year/i));
    await user.keyboard('{Backspace>12/}');
    await user.click(segment(field(/^Purge at/), /AM\/PM/i));
    await user.keyboard('{Backspace>10/}');
    const data = await submit(onSubmit);
    expect(data.since).toBeUndefined();
    expect(data.purgeAt).toBeUndefined();
  });

  it('edits the colour as text or through the swatch, and empties to undefined', async () => {
    const user = userEvent.setup();
    const onSubmit = await renderForm({ colour: '#1f5bbf' });
    const text = screen.getByRole('textbox', { name: /^Colour/ });
    const swatch = document.querySelector<HTMLInputElement>('[data-part="swatch"]');
    expect(swatch?.getAttribute('aria-hidden')).toBe('true');
    expect(swatch?.tabIndex).toBe(-1);
    expect(swatch?.value).toBe('#1f5bbf');
    fireEvent.input(swatch as HTMLInputElement, { target: { value: '#ff0000' } });
    await waitFor(() => expect((text as HTMLInputElement).value).toBe('#ff0000'));
    await user.clear(text);
    expect((await submit(onSubmit)).colour).toBeUndefined();
  });
});
