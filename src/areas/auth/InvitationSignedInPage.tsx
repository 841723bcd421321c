// A signed-in person opening an invitation link (/login?invitation=…). The invitation makes a new member
// account, so it cannot be accepted inside the current session. Sending them home (as the other public pages
// do) would lose the link, and signing them out silently could end an administrator's session the moment
// they test the link they just sent; so the page names the current account and lets them choose: sign out
// and accept the invitation here, or go on to the console. The token stays in the address for the former.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@ds/Alert';
import { Button } from '@ds/Button';
import { Link } from '@ds/Link';
import { signOut } from '../../api/auth';
import { useSession } from '../../api/stateHooks';
import { paths } from '../../app/routeNames';
import { AuthFrame } from './AuthFrame';
import { LinkRow } from './layout';

export function InvitationSignedInPage() {
  const { t } = useTranslation();
  const { profile } = useSession();
  const [leaving, setLeaving] = useState(false);

  return (
    <AuthFrame title={t('auth:invitation.title')}>
      <Alert tone="warning" toneLabel={t('common:tones.warning')}>
        {t('auth:invitation.signedIn', { user: profile?.username ?? '' })}
      </Alert>
      <LinkRow>
        <Link href={paths.home}>{t('auth:invitation.toConsole')}</Link>
        <Button
          variant="primary"
          isPending={leaving}
          pendingLabel={t('auth:invitation.signingOut')}
          onPress={() => {
            setLeaving(true);
            // Signed out, the /login guard lets the invitation form show in place of this page.
            void signOut();
          }}
        >
          {t('auth:invitation.signOut')}
        </Button>
      </LinkRow>
    </AuthFrame>
  );
}
