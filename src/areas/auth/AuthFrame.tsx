// The frame of every public sign-in screen: language and skin choice, the page heading, the content.
import type { ReactNode } from 'react';
import { PageHeader } from '@ds/PageHeader';
import { LanguageMenu, SkinMenu } from '../../app/TopBarMenus';
import { AuthColumn, CenteredPage, Preferences } from './layout';

export function AuthFrame({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <CenteredPage>
      <AuthColumn>
        <Preferences>
          <LanguageMenu />
          <SkinMenu />
        </Preferences>
        <PageHeader title={title} description={description} />
        {children}
      </AuthColumn>
    </CenteredPage>
  );
}
