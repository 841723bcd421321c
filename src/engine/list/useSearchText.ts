// The search box's own text: committed to the URL a moment after the user stops typing (one request per
// pause, not per keystroke), and following the URL when it changes by other means (Back, Clear filters).
import { useEffect, useRef, useState } from 'react';

export const searchDelayMs = 300;

export function useSearchText(committed: string, commit: (value: string) => void) {
  const [text, setText] = useState(committed);
  const lastCommitted = useRef(committed);

  // The URL changed without us (Back/forward, clearing): show what it says.
  useEffect(() => {
    if (committed === lastCommitted.current) return;
    lastCommitted.current = committed;
    setText(committed);
  }, [committed]);

  useEffect(() => {
    if (text.trim() === committed) return undefined;
    const timer = setTimeout(() => {
      lastCommitted.current = text.trim();
      commit(text.trim());
    }, searchDelayMs);
    return () => clearTimeout(timer);
  }, [text, committed, commit]);

  return [text, setText] as const;
}
