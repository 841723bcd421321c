// Submitting a public auth form: check the fields, call the server with the button pending, and on failure
// put the server's field errors on their fields and its message in an alert. `run` answers whether the form
// stays pending (true while the page is about to leave, e.g. after a sign-in).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, shownError, type ShownError } from './serverError';
import type { FormFields } from './useFormFields';

export interface AuthSubmit {
  pending: boolean;
  error: ShownError | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

export function useAuthSubmit<F extends string>(
  form: FormFields<F>,
  run: () => Promise<boolean | void>,
  fallbackKey = 'errors:generic',
): AuthSubmit {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ShownError | null>(null);

  const submit = async () => {
    setError(null);
    if (!form.validate()) return;
    setPending(true);
    try {
      const stayPending = await run();
      if (stayPending !== true) setPending(false);
    } catch (err) {
      setPending(false);
      const unplaced = form.applyServerErrors(fieldErrorsOf(err));
      const shown = shownError(t, err, fallbackKey);
      // Field errors on their fields say it all unless the server said more than "invalid input".
      setError(unplaced.length === 0 && fieldErrorsOf(err).length > 0 ? null : shown);
    }
  };

  return {
    pending,
    error,
    onSubmit: (event) => {
      event.preventDefault();
      void submit();
    },
  };
}
