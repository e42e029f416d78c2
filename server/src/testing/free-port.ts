import { createServer } from "node:net";

/**
 * A TCP port on 127.0.0.1 that was free a moment ago (the OS picks it; the probe closes before this
 * resolves), for starting a real server process in a test: server/src/main.test.ts and the e2e
 * global setup.
 */
export function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => res(port));
    });
    s.on("error", rej);
  });
}
