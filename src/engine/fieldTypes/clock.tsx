// "Now" for relative times (Timestamp). Screens read it from context so stories and tests can fix it and
// screenshots do not drift as the real clock moves; the console itself uses the render time.
import { createContext, useContext, type ReactNode } from 'react';

const NowContext = createContext<Date | undefined>(undefined);

export function NowProvider({ now, children }: { now: Date; children: ReactNode }) {
  return <NowContext.Provider value={now}>{children}</NowContext.Provider>;
}

/** The fixed "now" of a NowProvider, else the current time. */
export function useNow(): Date {
  return useContext(NowContext) ?? new Date();
}
