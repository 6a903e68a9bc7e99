/**
 * A pure function's answers, remembered per input, for work a page repeats on every request (nonce
 * HMACs, Intl price formatting). Bounded: once `limit` answers are kept they are all forgotten, which
 * is cheaper than tracking age and keeps memory flat under any input.
 */
export function remembered<K, V>(compute: (key: K) => V, limit: number): (key: K) => V {
  const answers = new Map<K, V>();
  return (key) => {
    if (answers.has(key)) return answers.get(key) as V;
    const answer = compute(key);
    if (answers.size >= limit) answers.clear();
    answers.set(key, answer);
    return answer;
  };
}
