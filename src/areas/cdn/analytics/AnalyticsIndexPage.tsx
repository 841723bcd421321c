// /cdn/analytics opens its first view, keeping the period asked for (SPEC §2: the views are
// /cdn/analytics/{feature}).
import { Navigate, useLocation } from 'react-router-dom';
import { fillPath } from '../../../engine/routes';
import { analyticsFeatures } from './analyticsQuery';
import { analyticsPath } from './paths';

export default function AnalyticsIndexPage() {
  const { search } = useLocation();
  return <Navigate to={`${fillPath(analyticsPath, { feature: analyticsFeatures[0] })}${search}`} replace />;
}
