/**
 * A pure function of a text, remembered for the texts seen lately. The editor validates the whole site after every
 * edit and most texts (every other page's body) have not changed since the last time: what was found in them is
 * found again without parsing. Results are shared between callers, so they must be treated as read-only.
 */
export function rememberByText<T>(compute: (text: string) => T, capacity = 8192): (text: string) => T {
  const remembered = new Map<string, T>();
  return (text) => {
    let result = remembered.get(text);
    if (result === undefined && !remembered.has(text)) {
      result = compute(text);
      // The oldest text goes first (a Map keeps the order keys were added in).
      if (remembered.size >= capacity) remembered.delete(remembered.keys().next().value as string);
      remembered.set(text, result);
    }
    return result as T;
  };
}
