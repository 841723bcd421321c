// A one-time token (short token, emailed link, verification link) is sent once per page load: React's
// development double effects and re-renders share the first call instead of spending the token twice.
const calls = new Map<string, Promise<unknown>>();

export function oncePerToken<T>(kind: string, token: string, call: () => Promise<T>): Promise<T> {
  const key = `${kind}:${token}`;
  let pending = calls.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = call();
    calls.set(key, pending);
  }
  return pending;
}
