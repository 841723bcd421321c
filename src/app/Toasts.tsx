// The toast host (react-aria's toast region), mounted by the console layout so that it loads with the
// console rather than with the entry.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ToastProvider } from '@ds/Toast';

export function ToastHost({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ToastProvider
      strings={{
        region: t('common:toast.region'),
        close: t('common:toast.close'),
        tones: { error: t('common:toast.error'), success: t('common:toast.success') },
      }}
    >
      {children}
    </ToastProvider>
  );
}
