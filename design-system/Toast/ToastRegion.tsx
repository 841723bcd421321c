// The toast region: a labelled landmark listing the queue's visible toasts, each an alert dialog with a close
// button. Loaded with the first toast (Toast.tsx).
import {
  Text,
  UNSTABLE_ToastContent as ToastContent,
  type UNSTABLE_ToastQueue as ToastQueue,
} from 'react-aria-components';
import { CloseButton, Content, Icon, Region, StyledToast, VisuallyHidden } from './Toast.styles';
import { CloseGlyph, ToneGlyph } from '../Alert/ToneIcon';
import type { DataAttributes } from '../foundations/dataAttributes';
import type { ToastDuration, ToastStrings, ToastTone } from './Toast';

export interface ToastContentData {
  tone: ToastTone;
  title: string;
  description?: string;
  /** The duration that set the timeout; undefined when `timeoutMs` did. */
  duration?: ToastDuration;
}

export interface ToastRegionProps extends DataAttributes {
  queue: ToastQueue<ToastContentData>;
  strings: ToastStrings;
  className?: string;
}

export default function ToastRegion({ queue, strings, className, ...rest }: ToastRegionProps) {
  return (
    <Region {...rest} className={className} queue={queue} aria-label={strings.region}>
      {({ toast }) => (
        <StyledToast toast={toast} data-variant={toast.content.tone} data-duration={toast.content.duration}>
          <Icon aria-hidden="true" viewBox="0 0 16 16" data-variant={toast.content.tone}>
            <ToneGlyph tone={toast.content.tone} />
          </Icon>
          <Content>
            <ToastContent>
              <Text slot="title" data-part="title">
                {strings.tones?.[toast.content.tone] ? (
                  <VisuallyHidden>{strings.tones[toast.content.tone]}</VisuallyHidden>
                ) : null}
                {toast.content.title}
              </Text>
              {toast.content.description ? (
                <Text slot="description" data-part="description">
                  {toast.content.description}
                </Text>
              ) : null}
            </ToastContent>
          </Content>
          <CloseButton slot="close" aria-label={strings.close}>
            <CloseGlyph />
          </CloseButton>
        </StyledToast>
      )}
    </Region>
  );
}
