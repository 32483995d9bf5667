import mongoose, { type Connection } from 'mongoose';
import type { Config } from '../config/env';

// Indexes are created explicitly (and loudly) by ensureIndexes(): mongoose's automatic builds swallow failures.
mongoose.set('autoIndex', false);
// Collections too, and only those missing: mongoose's autoCreate asks to create every model's collection at each
// start, and FerretDB logs each "Collection ... already exists" answer as a many-line warning (21 of them after a
// restore), which reads like a failure.
mongoose.set('autoCreate', false);
mongoose.set('strictQuery', true);
// Queries fail at once while disconnected instead of queueing (the API answers 503).
mongoose.set('bufferCommands', false);

/** Connects the default mongoose connection (models are registered on it). */
export async function connectDatabase(
  config: Pick<Config, 'mongodbUri' | 'mongoServerSelectionTimeoutMs'>,
): Promise<Connection> {
  await mongoose.connect(config.mongodbUri, {
    serverSelectionTimeoutMS: config.mongoServerSelectionTimeoutMs,
    // Notices a database that comes back within ~1 s once a request has asked for it.
    heartbeatFrequencyMS: 1000,
    // A retried read waits for server selection twice: over a second while the database is down.
    retryReads: false,
    connectTimeoutMS: 2000,
    socketTimeoutMS: 30000,
  });
  return mongoose.connection;
}

export async function disconnectDatabase(): Promise<void> {
  await mongoose.disconnect();
}

/**
 * Creates every registered model's collection when it is missing, then its indexes; throws (with the model name) if
 * one cannot be built.
 */
export async function ensureIndexes(connection: Connection = mongoose.connection): Promise<void> {
  const existing = new Set((await connection.db!.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name));
  for (const name of connection.modelNames()) {
    const m = connection.model(name);
    try {
      if (!existing.has(m.collection.collectionName)) {
        await m.createCollection().catch((err: unknown) => {
          // Another process (an API replica, the worker) created it meanwhile.
          if ((err as { codeName?: string }).codeName !== 'NamespaceExists') throw err;
        });
      }
      await m.createIndexes();
    } catch (err) {
      throw new Error(`Creating indexes for model ${name} failed: ${(err as Error).message}`, { cause: err });
    }
  }
}

export function isDatabaseConnected(connection: Connection = mongoose.connection): boolean {
  return connection.readyState === mongoose.ConnectionStates.connected;
}
