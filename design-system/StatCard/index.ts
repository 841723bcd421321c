export { StatCard, deltaTone } from './StatCard';
export type { StatCardProps, StatDelta, StatDeltaDirection, StatDeltaTone } from './StatCard';
