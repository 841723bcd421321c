// State of a small public form: values, which fields were left (blur), whether it was submitted, and the
// server's field errors. A field shows its problem after blur or submit; a server error on a field stays
// until that field changes.
import { useCallback, useMemo, useState } from 'react';
import type { FieldError } from '../../api/errors';
import type { Check, Problem } from './validation';

export type FieldChecks<F extends string> = Record<F, Check>;

export interface FieldState {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** The problem to show now (null: none). */
  problem: Problem | null;
}

export interface FormFields<F extends string> {
  fields: Record<F, FieldState>;
  values: Record<F, string>;
  /** Marks the form submitted; true when every field passes its check. */
  validate: () => boolean;
  /** Puts the server's field errors (`/body/<field>` or `/<field>`) on their fields; answers the rest. */
  applyServerErrors: (errors: FieldError[]) => FieldError[];
}

function fieldOf(path: string): string {
  return (
    path
      .replace(/^\/body/, '')
      .replace(/^\//, '')
      .split('/')[0] ?? ''
  );
}

export function useFormFields<F extends string>(
  initial: Record<F, string>,
  checks: FieldChecks<F>,
): FormFields<F> {
  const [values, setValues] = useState(initial);
  const [left, setLeft] = useState<Partial<Record<F, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<Partial<Record<F, string>>>({});

  const [names] = useState(() => Object.keys(initial) as F[]);

  const validate = useCallback(() => {
    setSubmitted(true);
    return names.every((name) => checks[name](values[name], values) === null);
  }, [names, checks, values]);

  const applyServerErrors = useCallback(
    (errors: FieldError[]) => {
      const placed: Partial<Record<F, string>> = {};
      const rest: FieldError[] = [];
      for (const error of errors) {
        const name = fieldOf(error.path) as F;
        if (names.includes(name)) placed[name] ??= error.message;
        else rest.push(error);
      }
      setServer(placed);
      return rest;
    },
    [names],
  );

  const fields = useMemo(() => {
    const out = {} as Record<F, FieldState>;
    for (const name of names) {
      const own = checks[name](values[name], values);
      const serverMessage = server[name];
      out[name] = {
        value: values[name],
        onChange: (value) => {
          setValues((current) => ({ ...current, [name]: value }));
          setServer((current) => ({ ...current, [name]: undefined }));
        },
        onBlur: () => setLeft((current) => ({ ...current, [name]: true })),
        problem:
          serverMessage !== undefined
            ? { key: '', text: serverMessage }
            : submitted || left[name]
              ? own
              : null,
      };
    }
    return out;
  }, [names, checks, values, server, submitted, left]);

  return { fields, values, validate, applyServerErrors };
}
