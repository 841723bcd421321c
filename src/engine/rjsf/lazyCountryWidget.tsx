// The country widget loads as its own chunk (through the route-chunk loader, with its timeout and retry) the
// first time a form shows one, so the country picker stays out of the form engine's chunk (as the date widgets do).
import { lazy, Suspense } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { Skeleton } from '@ds/Skeleton';
import { lazyChunk } from '../../api/chunks';

const CountryWidget = lazy(() =>
  lazyChunk(() => import('./countryWidget'))().then((module) => ({ default: module.DsCountryWidget })),
);

export function DsCountryWidget(props: WidgetProps) {
  return (
    <Suspense fallback={<Skeleton variant="block" height="56px" />}>
      <CountryWidget {...props} />
    </Suspense>
  );
}
