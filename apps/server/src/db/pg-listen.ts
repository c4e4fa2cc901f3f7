import pg from 'pg';

const RECONNECT_DELAY_MS = 1000;

export type OnNotification = (payload: string) => void;
/** false when notifications may be missed (the listening connection broke), true once listening again. */
export type OnListeningChange = (listening: boolean) => void;

interface Subscriber {
  onNotification: OnNotification;
  onListeningChange?: OnListeningChange;
}

/**
 * Every LISTEN of a pool on one connection of its own, taken from the pool and never given back
 * while anyone listens: a pooled connection still LISTENing would hand its notifications to whoever
 * borrowed it next, and one connection per channel would leave the pool little to query with (the
 * menu cache, session endings, the mail queue and order streams all listen). When the connection
 * breaks (server restart, pg_terminate_backend) every subscriber is told, because it may now miss
 * notifications, and the listener reconnects and listens again until the last one stops.
 */
export function createPoolListener(pool: pg.Pool) {
  const channels = new Map<string, Set<Subscriber>>();
  let client: pg.PoolClient | undefined;
  let connecting: Promise<pg.PoolClient> | undefined;
  let retry: NodeJS.Timeout | undefined;

  const everyone = () => [...channels.values()].flatMap((set) => [...set]);
  const listenSql = (channel: string) => `LISTEN ${pg.escapeIdentifier(channel)}`;

  const lost = (broken: pg.PoolClient) => {
    if (client !== broken) return; // 'error' and 'end' both arrive for one break
    client = undefined;
    broken.release(true);
    for (const subscriber of everyone()) subscriber.onListeningChange?.(false);
    scheduleReconnect();
  };

  async function connect(): Promise<pg.PoolClient> {
    const next = await pool.connect();
    next.on('notification', (message) => {
      for (const subscriber of channels.get(message.channel) ?? []) subscriber.onNotification(message.payload ?? '');
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      for (const channel of channels.keys()) await next.query(listenSql(channel));
    } catch (error) {
      next.release(true);
      throw error;
    }
    return next;
  }

  /** The listening connection, connecting once for concurrent callers. */
  async function connection(): Promise<pg.PoolClient> {
    if (client) return client;
    connecting ??= connect().finally(() => (connecting = undefined));
    client = await connecting;
    return client;
  }

  function scheduleReconnect(): void {
    if (channels.size === 0) return;
    retry = setTimeout(() => {
      connect().then((next) => {
        if (channels.size === 0) return next.release(true);
        client = next;
        for (const subscriber of everyone()) subscriber.onListeningChange?.(true);
      }, scheduleReconnect);
    }, RECONNECT_DELAY_MS);
    retry.unref();
  }

  /** LISTENs on `channel`; resolves once listening, to a function that stops (the last one gives the connection back). */
  return async function listen(channel: string, onNotification: OnNotification, onListeningChange?: OnListeningChange): Promise<() => Promise<void>> {
    const subscriber: Subscriber = { onNotification, onListeningChange };
    let set = channels.get(channel);
    const isNew = !set;
    if (!set) channels.set(channel, (set = new Set()));
    set.add(subscriber);
    try {
      const listening = await connection();
      if (isNew) await listening.query(listenSql(channel));
    } catch (error) {
      set.delete(subscriber);
      if (set.size === 0) channels.delete(channel);
      throw error;
    }
    return async () => {
      if (!set.delete(subscriber) || set.size > 0) return;
      channels.delete(channel);
      const current = client;
      if (channels.size > 0) {
        await current?.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => {});
        return;
      }
      clearTimeout(retry);
      client = undefined;
      current?.release(true);
    };
  };
}
