// The search box's own text: committed to the URL a moment after the user stops typing (one request per
// pause, not per keystroke), and following the URL when it changes by other means (Back, Clear filters).
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

export const searchDelayMs = 300;

export function useSearchText(committed: string, commit: (value: string) => void) {
  const [text, setText] = useState(committed);
  const lastCommitted = useRef(committed);
  // React Router renders a navigation in a transition: the list stays on screen while the next page's chunk
  // loads, and a pause ending then must not write `?q=` into the page being opened (seen: typing, then Edit
  // within the pause, landed on /edit/x?q=…). The browser's history entry moves at once: when it is no longer
  // the one this list shows, the list is being left. (A memory router keeps no browser history: no check.)
  const { key: shownKey } = useLocation();

  // The URL changed without us (Back/forward, clearing): show what it says.
  useEffect(() => {
    if (committed === lastCommitted.current) return;
    lastCommitted.current = committed;
    setText(committed);
  }, [committed]);

  useEffect(() => {
    if (text.trim() === committed) return undefined;
    const timer = setTimeout(() => {
      const currentKey = (window.history.state as { key?: string } | null)?.key;
      if (currentKey && currentKey !== shownKey) return;
      lastCommitted.current = text.trim();
      commit(text.trim());
    }, searchDelayMs);
    return () => clearTimeout(timer);
    // A new location (the list's own URL changes too) starts the pause again.
  }, [text, committed, commit, shownKey]);

  return [text, setText] as const;
}
