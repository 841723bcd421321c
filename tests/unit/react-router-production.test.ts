// scripts/vite-react-router-production.ts: a build resolves every react-router module to its production twin.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { productionTwin } from '../../scripts/vite-react-router-production';

const dist = path.resolve(__dirname, '../../node_modules/react-router/dist');

describe("React Router's production build", () => {
  it('MUST map each development module of the installed react-router to a production module that exists', () => {
    const modules = fs.readdirSync(path.join(dist, 'development')).filter((f) => f.endsWith('.mjs'));
    expect(modules.length).toBeGreaterThan(3);
    for (const file of ['index.mjs', 'dom-export.mjs']) {
      const twin = productionTwin(path.join(dist, 'development', file));
      expect(twin).toBe(path.join(dist, 'production', file));
      expect(fs.existsSync(twin!)).toBe(true);
    }
  });

  it('MUST leave every other module alone', () => {
    expect(productionTwin('/repo/node_modules/react-dom/cjs/react-dom-client.production.js')).toBeNull();
    expect(productionTwin('/repo/src/development/index.mjs')).toBeNull();
  });
});
