// Names and descriptions refuse control, invisible and text-direction characters in the form already, with the
// same rule as the server (the shared formats text-line and text of schemas/formats.json, compiled into the
// precompiled validators) and a field message that says what to fix, in every language.
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import sharedFormats from '../../../schemas/formats.json';
import { cacheRuleResource } from '../../../src/areas/cdn/siteChildResources';
import { groupResource } from '../../../src/areas/iam/resources';
import { createI18n, switchLanguage } from '../../../src/app/i18n';
import { ResourceForm } from '../../../src/engine/rjsf/ResourceForm';
import type { AnyResource } from '../../../src/engine/types';

const messages = {
  en: {
    text: 'Enter text without control characters, invisible characters or text-direction overrides.',
    'text-line':
      'Enter one line of text, without control characters, invisible characters or text-direction overrides.',
  },
  vi: {
    text: 'Vui lòng nhập văn bản không có ký tự điều khiển, ký tự ẩn hoặc ký tự đảo chiều văn bản.',
    'text-line':
      'Vui lòng nhập một dòng văn bản, không có ký tự điều khiển, ký tự ẩn hoặc ký tự đảo chiều văn bản.',
  },
  de: {
    text: 'Geben Sie Text ohne Steuerzeichen, unsichtbare Zeichen oder Zeichen ein, die die Schreibrichtung umkehren.',
    'text-line':
      'Geben Sie eine Zeile Text ein, ohne Steuerzeichen, unsichtbare Zeichen oder Zeichen, die die Schreibrichtung umkehren.',
  },
} as const;

async function submitted(
  resource: AnyResource,
  values: Record<string, unknown>,
  language: 'en' | 'vi' | 'de',
) {
  const i18n = await createI18n();
  await switchLanguage(i18n, language);
  const { validateFns } = await resource.schemas.loadValidators();
  const onSubmit = vi.fn();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <ResourceForm
        resource={resource}
        validateFns={validateFns}
        initialValues={values}
        onSubmit={onSubmit}
        ariaLabel="form"
      >
        <button type="submit">submit</button>
      </ResourceForm>
    </I18nextProvider>,
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'submit' }));
  return { onSubmit, view, done: () => switchLanguage(i18n, 'en') };
}

describe('free text in forms', () => {
  it('MUST word every format the server words', async () => {
    const i18n = await createI18n();
    for (const format of Object.keys(sharedFormats.messages))
      expect(i18n.exists(`forms:validation.formats.${format}`), format).toBe(true);
  });

  for (const language of ['en', 'vi', 'de'] as const) {
    it(`MUST refuse a description with a direction override, with its message in ${language}`, async () => {
      const { onSubmit, view, done } = await submitted(
        groupResource,
        { name: 'ops', description: 'see \u202Ereadme.txt' },
        language,
      );
      expect(await screen.findByText(messages[language].text)).toBeTruthy();
      expect(onSubmit).not.toHaveBeenCalled();
      view.unmount();
      await done();
    });

    it(`MUST refuse a name with a zero-width character, with its message in ${language}`, async () => {
      const { onSubmit, view, done } = await submitted(
        cacheRuleResource as unknown as AnyResource,
        { name: 'static\u200Bfiles', expression: 'true', cache: true },
        language,
      );
      expect(await screen.findByText(messages[language]['text-line'])).toBeTruthy();
      expect(onSubmit).not.toHaveBeenCalled();
      view.unmount();
      await done();
    });
  }

  it('MUST take the letters of every language and line breaks in a description', async () => {
    const { onSubmit, view } = await submitted(
      groupResource,
      { name: 'ops', description: 'Nguyễn Thị Minh Khai\nJürgen Groß — محمد' },
      'en',
    );
    expect(onSubmit).toHaveBeenCalledTimes(1);
    view.unmount();
  });
});
