let turnEnd: Promise<void> | null = null;

/**
 * Resolves in this turn of the event loop's check phase: after the turn's I/O callbacks and the promise jobs they
 * started, so after every request read in the turn whose answer needed nothing slower (a hash, another query on a
 * pool). Answers held until then leave together: under load a turn reads several requests, and answers written one
 * by one, each as soon as it is ready, wake the client (a load balancer, a proxy) once per answer instead of once per
 * turn. Without load the wait is one pass of the loop.
 */
export function endOfTurn(): Promise<void> {
  return (turnEnd ??= new Promise<void>((resolve) =>
    setImmediate(() => {
      turnEnd = null;
      resolve();
    }),
  ));
}
