// A TCP relay on loopback to another port, that can be cut (every connection closed, new ones refused) and joined
// again: a database address that stops answering for one process while the database itself runs on.
import net from 'node:net';

export interface TcpRelay {
  port: number;
  /** Closes every relayed connection and stops listening: connections to `port` are refused. */
  cut(): Promise<void>;
  /** Listens on `port` again and relays. */
  join(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpRelay(targetPort: number): Promise<TcpRelay> {
  const sockets = new Set<net.Socket>();
  const track = (s: net.Socket) => {
    sockets.add(s);
    s.once('close', () => sockets.delete(s));
  };
  let server: net.Server | null = null;
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const srv = net.createServer((client) => {
        const upstream = net.connect(targetPort, '127.0.0.1');
        track(client);
        track(upstream);
        client.pipe(upstream).pipe(client);
        client.on('error', () => upstream.destroy());
        upstream.on('error', () => client.destroy());
      });
      srv.once('error', reject);
      srv.listen(port, '127.0.0.1', () => {
        server = srv;
        resolve((srv.address() as net.AddressInfo).port);
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => {
      const srv = server;
      server = null;
      for (const s of sockets) s.destroy();
      if (!srv) return resolve();
      srv.close(() => resolve());
    });
  const port = await listen(0);
  return {
    port,
    cut: stopListening,
    async join() {
      if (!server) await listen(port);
    },
    close: stopListening,
  };
}
