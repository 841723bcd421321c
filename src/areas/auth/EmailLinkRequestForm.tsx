// The "send me a link by mail" form of /forgot-password and /email-login: one e-mail field, a "sent to …"
// notice once sent (the button then offers to send again), and the way back to sign-in. Each page keeps its
// own texts under auth:<texts>.{title,sent,pending,again,submit} and its own request.
import { useTranslation } from 'react-i18next';
import { Alert } from '@ds/Alert';
import { Button } from '@ds/Button';
import { Link } from '@ds/Link';
import { ErrorAlert } from './ErrorAlert';
import { FormStack, LinkRow } from './layout';
import type { AuthSubmit } from './useAuthSubmit';
import type { FieldState } from './useFormFields';
import { BoundTextField } from './BoundTextField';

export interface EmailLinkRequestFormProps {
  texts: 'forgot' | 'emailLogin';
  email: FieldState;
  submit: AuthSubmit;
  /** The address the last link went to; null before the first send. */
  sentTo: string | null;
  backHref: string;
}

export function EmailLinkRequestForm({ texts, email, submit, sentTo, backHref }: EmailLinkRequestFormProps) {
  const { t } = useTranslation();
  return (
    <>
      {sentTo ? (
        <Alert tone="success" live="polite" toneLabel={t('common:tones.success')}>
          {t(`auth:${texts}.sent`, { email: sentTo })}
        </Alert>
      ) : null}
      <FormStack noValidate onSubmit={submit.onSubmit} aria-label={t(`auth:${texts}.title`)}>
        <BoundTextField
          field={email}
          label={t('auth:fields.email')}
          name="email"
          type="email"
          autoComplete="email"
          isRequired
        />
        <ErrorAlert error={submit.error} />
        <Button
          type="submit"
          variant="primary"
          isPending={submit.pending}
          pendingLabel={t(`auth:${texts}.pending`)}
        >
          {sentTo ? t(`auth:${texts}.again`) : t(`auth:${texts}.submit`)}
        </Button>
      </FormStack>
      <LinkRow>
        <Link href={backHref}>{t('auth:backToSignIn')}</Link>
      </LinkRow>
    </>
  );
}
