import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client.ts';

/*
 * Work that must follow a commit: clearing a read cache now (a reader in between must not cache
 * what is about to change), publishing events and starting jobs next. A step deep inside a
 * transaction queues it with afterCommit(tx, task); the transaction started with transaction()
 * runs the queue once it has committed, and drops it when the transaction rolls back.
 */

type Task = () => void | Promise<void>;

const queues = new WeakMap<object, Task[]>();

/** db.transaction, with afterCommit: the queued tasks run, in order, once the transaction has committed. */
export async function transaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const tasks: Task[] = [];
  const result = await db.transaction(async (tx) => {
    queues.set(tx, tasks);
    try {
      return await work(tx);
    } finally {
      queues.delete(tx);
    }
  });
  let failure: { error: unknown } | null = null;
  for (const task of tasks) {
    try {
      await task();
    } catch (error) {
      failure ??= { error };
    }
  }
  // The write is committed either way; a failed task is not hidden (the others still ran).
  if (failure) throw failure.error;
  return result;
}

/**
 * Queues `task` to run after `tx` commits. Outside a transaction (the database handle itself)
 * every statement has already committed, so it runs at once. A transaction not started with
 * transaction() cannot say when it commits: that is a programming error, thrown at once.
 */
export function afterCommit(tx: Tx, task: Task): void | Promise<void> {
  const queue = queues.get(tx);
  if (queue) {
    queue.push(task);
    return;
  }
  if (tx instanceof PgTransaction) {
    throw new Error(
      'afterCommit needs a transaction started with transaction() from server/db/after-commit.ts',
    );
  }
  return task();
}
