// The visible login-as mode: while the session is an operator's login_as session, a banner across the
// console names the tenant and the account acted as, with the way out (back to the operator's own session,
// or to sign-in when that is gone). Mounted by the console layout.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Banner } from '@ds/Alert';
import { Button } from '@ds/Button';
import { isLoginAs, leaveLoginAs } from '../../api/auth';
import { useSession } from '../../api/stateHooks';
import { paths } from '../../app/routeNames';

export function LoginAsBanner() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { signedIn, profile } = useSession();
  const [leaving, setLeaving] = useState(false);
  if (!signedIn || !profile || !isLoginAs()) return null;

  const leave = async () => {
    setLeaving(true);
    const back = await leaveLoginAs();
    setLeaving(false);
    void navigate(back ? paths.home : paths.login, { replace: true });
  };

  return (
    <Banner
      label={t('auth:loginAs.bannerLabel')}
      tone="warning"
      toneLabel={t('common:tones.warning')}
      data-testid="login-as-banner"
      action={
        <Button
          size="small"
          onPress={() => void leave()}
          isPending={leaving}
          pendingLabel={t('auth:loginAs.leaving')}
        >
          {t('auth:loginAs.leave')}
        </Button>
      }
    >
      {t('auth:loginAs.banner', { user: profile.username, tenant: profile.tenant_name })}
    </Banner>
  );
}
