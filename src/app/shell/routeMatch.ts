// Whether a console path is one of the registered routes: the palette offers no command that leads nowhere.
import { matchPath } from 'react-router-dom';

export const isRegistered = (href: string, routePaths: readonly string[]) =>
  routePaths.some((path) => matchPath({ path, end: true }, href) !== null);
