/** A server's connection, as far as closing it goes (a Node socket). */
export interface OpenConnection {
  readonly bytesRead: number;
  destroy(): void;
  once(event: 'close', listener: () => void): unknown;
}

/** The events of a Node HTTP server that tell a connection that never sent a request from one that did. */
export interface ConnectionEvents {
  on(event: 'connection', listener: (connection: OpenConnection) => void): unknown;
  on(event: 'request', listener: (request: { socket: OpenConnection }) => void): unknown;
}

/**
 * The API's and the host server's connections that have not sent a byte, closed when the server stops. Node's
 * `closeIdleConnections` leaves them open (a browser's preconnected socket, a balancer's spare one), and the close
 * would then wait for the drain deadline and end with 1 although no request was running.
 */
export function unstartedConnections(server: ConnectionEvents): { close: () => void } {
  const unstarted = new Set<OpenConnection>();
  server.on('connection', (connection) => {
    unstarted.add(connection);
    connection.once('close', () => unstarted.delete(connection));
  });
  server.on('request', (request) => unstarted.delete(request.socket));
  return {
    close: () => {
      // A connection whose first request is still arriving has read some bytes: its request is answered.
      for (const connection of unstarted) if (connection.bytesRead === 0) connection.destroy();
    },
  };
}
