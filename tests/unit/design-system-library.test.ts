// The design system as a library: every component folder is complete and public, component names match
// their folders, and the public API is snapshotted so that a change to it is a deliberate one.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as ds from '../../design-system';

const root = path.resolve(__dirname, '..', '..', 'design-system');
const folders = fs
  .readdirSync(root, { withFileTypes: true })
  .filter((e) => e.isDirectory() && /^[A-Z]/.test(e.name))
  .map((e) => e.name);
const barrel = fs.readFileSync(path.join(root, 'index.ts'), 'utf8');

describe('design-system library', () => {
  it('has component folders', () => {
    expect(folders.length).toBeGreaterThan(20);
  });

  it.each(folders)('%s has its component, styles, stories and index, and is exported', async (folder) => {
    const files = fs.readdirSync(path.join(root, folder));
    expect(files).toContain(`${folder}.tsx`);
    expect(files).toContain(`${folder}.stories.tsx`);
    expect(files).toContain('index.ts');
    expect(files.some((f) => f.endsWith('.styles.ts'))).toBe(true);
    expect(barrel).toContain(`export * from './${folder}';`);
    // Everything the folder exports is public through the barrel.
    const own = Object.keys(await import(`../../design-system/${folder}/index.ts`));
    expect(own.length).toBeGreaterThan(0);
    expect(own.filter((name) => !(name in ds))).toEqual([]);
  });

  it('names every exported component after its export', () => {
    const components = Object.entries(ds).filter(
      ([name, value]) =>
        /^[A-Z]/.test(name) &&
        (typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value)),
    );
    const misnamed = components.filter(([name, value]) => {
      const v = value as {
        displayName?: string;
        name?: string;
        render?: { name?: string };
        type?: { name?: string };
      };
      const shown = v.displayName ?? v.name ?? v.render?.name ?? v.type?.name;
      return shown !== undefined && shown !== '' && shown !== name && !shown.startsWith('styled.');
    });
    expect(misnamed.map(([name]) => name)).toEqual([]);
  });

  // Folders whose main export is named differently, with the reason.
  const folderWithoutNamesake: Record<string, string> = {
    Charts: 'a family of charts (BarChart, DonutChart, Sparkline, TimeSeries…) sharing a frame and palette',
    Toast: 'toasts are shown through useToast(); the component is their ToastProvider',
  };

  it.each(folders.filter((folder) => !(folder in folderWithoutNamesake)))(
    '%s exports a component of its own name',
    async (folder) => {
      const own: Record<string, unknown> = await import(`../../design-system/${folder}/index.ts`);
      expect(typeof own[folder]).toBe('function');
      const component = own[folder] as { displayName?: string; name?: string };
      expect(component.displayName ?? component.name).toBe(folder);
    },
  );

  it('documents only real folders as having no namesake', () => {
    expect(Object.keys(folderWithoutNamesake).filter((folder) => !folders.includes(folder))).toEqual([]);
  });

  it('keeps its public API deliberate', () => {
    expect(Object.keys(ds).sort()).toMatchSnapshot();
  });
});
