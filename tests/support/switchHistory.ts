// Every state a switch was rendered in, in order — including states that lasted a single commit, which a check
// of the final DOM cannot see (a value flipping back for a moment and then forth again). React Aria's switch
// marks its root with `data-selected` while on: each added or removed attribute is one rendered change.

export interface SwitchHistory {
  /** The states the switch took after recording began (true: on), in order. */
  readonly states: boolean[];
  stop(): void;
}

/** Records the states of the switches whose root's text contains `name`. */
export function recordSwitchStates(name: string | RegExp): SwitchHistory {
  const states: boolean[] = [];
  const matches = (text: string) => (typeof name === 'string' ? text.includes(name) : name.test(text));
  const take = (records: MutationRecord[]) => {
    for (const record of records) {
      if (!matches((record.target as Element).textContent ?? '')) continue;
      // Only the attribute's presence changes: it was absent before exactly when it was just added.
      states.push(record.oldValue === null);
    }
  };
  const observer = new MutationObserver(take);
  observer.observe(document.body, {
    subtree: true,
    attributes: true,
    attributeFilter: ['data-selected'],
    attributeOldValue: true,
  });
  return {
    states,
    stop: () => {
      take(observer.takeRecords()); // changes not delivered yet are states too
      observer.disconnect();
    },
  };
}
