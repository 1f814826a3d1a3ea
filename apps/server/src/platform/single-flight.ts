/**
 * Joins the callers that arrive while a computation is running to that computation, instead of
 * starting one each (single flight). For an answer that is the same for every caller and costs
 * more than waiting for it, such as the managers' dashboard under a room of managers refreshing
 * at once: an answer is then at most one computation older than the request. Once it settles,
 * fulfilled or not, the next caller starts afresh, so nothing is kept and no error sticks.
 */
export function singleFlight<T>(compute: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  return () => {
    running ??= compute().finally(() => {
      running = undefined;
    });
    return running;
  };
}
