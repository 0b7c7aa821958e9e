import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { yieldToEventLoop } from '../platform/event-loop.js';

/**
 * PGlite has one connection: while a transaction is open, every other query waits for it to end. A query
 * made through the outer database from inside the transaction's own work (a settings read, a helper that
 * was handed `db` rather than `tx`) would wait for the transaction, which waits for the query: the request
 * would hang for good. This client sends such a query into the open transaction instead, and an outer
 * `transaction()` begun there becomes a savepoint of it; queries of other requests still wait their turn.
 * Work left running after the transaction ended (a detached promise) goes back to the outer connection.
 *
 * PGlite runs each statement on the server's thread and answers as a resolved promise, so a chain of awaited
 * queries never lets the process read a request or fire a timer. Every query and transaction begun at the
 * top (outside a transaction) first gives the event loop a turn (`yieldToEventLoop`): any long job of
 * top-level queries lets requests through between them. Inside a transaction nothing is added (other
 * requests' queries wait for it anyway); long work there yields itself (the module migrations).
 */
export function reentrantPglite(client: PGlite): PGlite {
  const current = new AsyncLocalStorage<Transaction>();
  const openTransaction = () => {
    const tx = current.getStore();
    return tx && !tx.closed ? tx : null;
  };
  let savepoints = 0;

  const query: PGlite['query'] = async (text, params, options) => {
    const tx = openTransaction();
    if (tx) return tx.query(text, params, options);
    await yieldToEventLoop();
    return client.query(text, params, options);
  };
  const exec: PGlite['exec'] = async (text, options) => {
    const tx = openTransaction();
    if (tx) return tx.exec(text, options);
    await yieldToEventLoop();
    return client.exec(text, options);
  };
  const transaction = async <T>(work: (tx: Transaction) => Promise<T>): Promise<T> => {
    const tx = openTransaction();
    if (!tx) {
      await yieldToEventLoop();
      return client.transaction((opened) => current.run(opened, () => work(opened)));
    }
    const name = `reentrant_${++savepoints}`;
    await tx.exec(`savepoint ${name}`);
    try {
      const result = await work(tx);
      await tx.exec(`release savepoint ${name}`);
      return result;
    } catch (error) {
      await tx.exec(`rollback to savepoint ${name}`);
      throw error;
    }
  };

  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'exec') return exec;
      if (property === 'transaction') return transaction;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
