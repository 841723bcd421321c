// Lazy loaders of the precompiled rjsf validators (`npm run gen` writes one module per resource under
// src/engine/generated/<area>/<resource>.validators.js). Each becomes its own chunk, loaded with its form.
import type { ValidatorFunctions } from './types';

type ValidatorModule = { validateFns: ValidatorFunctions };

const loaders = import.meta.glob<ValidatorModule>('./generated/*/*.validators.js');

/** The loader of `<area>/<resource>`'s validators; throws at start-up when the file is missing. */
export function validatorsLoader(area: string, resource: string): () => Promise<ValidatorModule> {
  const loader = loaders[`./generated/${area}/${resource}.validators.js`];
  if (!loader) throw new Error(`No precompiled validators for ${area}/${resource}; run npm run gen.`);
  return loader;
}
