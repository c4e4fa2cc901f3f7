import pg from 'pg';

const RECONNECT_DELAY_MS = 1000;

export type OnNotification = (payload: string) => void;
/** false when notifications may be missed (the listening connection broke), true once listening again. */
export type OnListeningChange = (listening: boolean) => void;

/**
 * LISTENs on a connection of its own, taken from the pool and never given back: a pooled
 * connection still LISTENing would hand its notifications to whoever borrowed it next. When the
 * connection breaks (server restart, pg_terminate_backend) the caller is told, because it may now
 * miss notifications, and the listener reconnects until it is stopped. Resolves once listening.
 */
export async function listenOnPool(
  pool: pg.Pool,
  channel: string,
  onNotification: OnNotification,
  onListeningChange?: OnListeningChange,
): Promise<() => Promise<void>> {
  let client: pg.PoolClient | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (broken: pg.PoolClient) => {
    if (client !== broken) return; // 'error' and 'end' both arrive for one break
    client = undefined;
    broken.release(true);
    onListeningChange?.(false);
    scheduleReconnect();
  };

  const connect = async (): Promise<pg.PoolClient> => {
    const next = await pool.connect();
    next.on('notification', (message) => {
      if (message.channel === channel) onNotification(message.payload ?? '');
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      next.release(true);
      throw error;
    }
    return next;
  };

  const scheduleReconnect = () => {
    if (stopped) return;
    retry = setTimeout(() => {
      connect().then((next) => {
        if (stopped) return next.release(true);
        client = next;
        onListeningChange?.(true);
      }, scheduleReconnect);
    }, RECONNECT_DELAY_MS);
    retry.unref();
  };

  client = await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = undefined;
    current?.release(true);
  };
}
