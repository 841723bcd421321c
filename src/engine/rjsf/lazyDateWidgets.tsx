// The date, date-time and time widgets carry react-aria's calendar and @internationalized/date, which most
// forms never need: they load as their own chunk (through the route-chunk loader, with its timeout and retry)
// the first time a form shows one, so the form engine's chunk stays within its budget.
import { lazy, Suspense } from 'react';
import type { ComponentType } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { Skeleton } from '@ds/Skeleton';
import { lazyChunk } from '../../api/chunks';
import type * as DateWidgets from './dateWidgets';

const loadDateWidgets = lazyChunk(() => import('./dateWidgets'));

function lazyWidget(pick: (module: typeof DateWidgets) => ComponentType<WidgetProps>) {
  const Widget = lazy(() => loadDateWidgets().then((module) => ({ default: pick(module) })));
  function LazyDateWidget(props: WidgetProps) {
    return (
      <Suspense fallback={<Skeleton variant="block" height="56px" />}>
        <Widget {...props} />
      </Suspense>
    );
  }
  return LazyDateWidget;
}

export const DsDateWidget = lazyWidget((m) => m.DsDateWidget);
export const DsDateTimeWidget = lazyWidget((m) => m.DsDateTimeWidget);
export const DsTimeWidget = lazyWidget((m) => m.DsTimeWidget);
