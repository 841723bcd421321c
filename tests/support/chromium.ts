// The one place that says how Chromium is launched: Debian's build, and flags that keep it off the network
// (the last flag stops DNS look-ups of Google hosts; see shared/research/toolchain.md §5).
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1 , EXCLUDE localhost',
];

export const chromiumLaunchOptions = { executablePath: chromiumPath, args: chromiumArgs };
