// Stopping an HTTP server without cutting anyone off: no new connections, requests in flight run
// to their end, keep-alive sockets close as soon as they fall idle, and only a request still
// running at the deadline is cut.

/**
 * Tracks `server`'s requests from now on and returns `drain()`, which stops the server and
 * resolves once every connection has closed, or once `timeoutMs` has passed (the connections left
 * are then destroyed). Answers not yet begun when draining starts carry `Connection: close`, so
 * no client sends its next request down a closing socket.
 */
export function gracefulShutdown(server) {
  const inFlight = new Set();
  let draining = false;

  server.on("request", (_req, res) => {
    inFlight.add(res);
    if (draining && !res.headersSent) res.setHeader("Connection", "close");
    res.once("close", () => {
      inFlight.delete(res);
      // The socket is idle once the answer is out; close it rather than wait for keep-alive.
      if (draining) setImmediate(() => server.closeIdleConnections());
    });
  });

  return function drain({ timeoutMs = 10_000 } = {}) {
    draining = true;
    for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
    return new Promise((resolve) => {
      const deadline = setTimeout(() => {
        server.closeAllConnections();
        resolve({ timedOut: true });
      }, timeoutMs);
      deadline.unref();
      server.close(() => {
        clearTimeout(deadline);
        resolve({ timedOut: false });
      });
      server.closeIdleConnections();
    });
  };
}
