// A client that gives up at the worst moment: the fault test's TCP resets (scripts/fault/tcp-resets.ts) and
// the server test that the server survives them (server/http/connection-reset.test.ts).
import net from 'node:net';

/** Writes a whole JSON POST to `path` on loopback, then resets the socket (RST, not FIN) without reading the answer. */
export function postThenReset(port: number, path: string, body: unknown): Promise<void> {
  const json = JSON.stringify(body);
  const request =
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
    `Content-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`;
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(request, () => {
        socket.resetAndDestroy();
        resolve();
      });
    });
    socket.on('error', () => resolve());
  });
}
