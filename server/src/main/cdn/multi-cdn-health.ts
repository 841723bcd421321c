// How one check moves a multi-CDN provider's health. Down after DOWN_AFTER_FAILURES failed checks in a row; up
// (healthy) after UP_AFTER_PASSES passed checks in a row. In between: a healthy provider whose last check
// failed is degraded (it still gets traffic) and is healthy again at its next pass; a down one stays down,
// and a new one (or one whose target changed) stays unknown, until a threshold is reached.
export type Health = 'healthy' | 'degraded' | 'down' | 'unknown';

export const DOWN_AFTER_FAILURES = 3;
export const UP_AFTER_PASSES = 2;

export interface HealthState {
  health: Health;
  passesInARow: number;
  failuresInARow: number;
}

export function afterCheck(state: HealthState, passed: boolean): HealthState {
  const wasUp = state.health === 'healthy' || state.health === 'degraded';
  if (passed) {
    const passesInARow = state.passesInARow + 1;
    const health = wasUp || passesInARow >= UP_AFTER_PASSES ? 'healthy' : state.health;
    return { health, passesInARow, failuresInARow: 0 };
  }
  const failuresInARow = state.failuresInARow + 1;
  const health = failuresInARow >= DOWN_AFTER_FAILURES ? 'down' : wasUp ? 'degraded' : state.health;
  return { health, passesInARow: 0, failuresInARow };
}
