import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#server/testing/database.ts';
import { afterCommit, transaction } from './after-commit.ts';
import type { Database } from './client.ts';

/* Work that must follow a commit runs after it, and never after a rollback. */

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase('empty');
  await database.db.execute(sql`create table after_commit_probe (id int primary key)`);
});
afterAll(() => database.close());

const rows = async () => {
  const result = (await database.db.execute(
    sql`select count(*)::int as n from after_commit_probe`,
  )) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]!;
};

describe('transaction() and afterCommit()', () => {
  it('runs queued tasks in order once the transaction has committed, and they see its writes', async () => {
    const seen: string[] = [];
    const result = await transaction(database.db, async (tx) => {
      await tx.execute(sql`insert into after_commit_probe values (1)`);
      afterCommit(tx, async () => {
        seen.push(`first sees ${(await rows()).n}`);
      });
      afterCommit(tx, () => {
        seen.push('second');
      });
      seen.push('work done');
      return 'answer';
    });
    expect(result).toBe('answer');
    expect(seen).toEqual(['work done', 'first sees 1', 'second']);
  });

  it('drops the queued tasks when the transaction rolls back', async () => {
    let ran = false;
    await expect(
      transaction(database.db, async (tx) => {
        await tx.execute(sql`insert into after_commit_probe values (2)`);
        afterCommit(tx, () => {
          ran = true;
        });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(ran).toBe(false);
    expect((await rows()).n).toBe(1);
  });

  it('runs at once outside a transaction, and refuses a transaction it cannot watch', async () => {
    let ran = false;
    await afterCommit(database.db, () => {
      ran = true;
    });
    expect(ran).toBe(true);
    await expect(database.db.transaction(async (tx) => afterCommit(tx, () => undefined))).rejects.toThrow(
      /transaction\(\)/,
    );
  });

  it('a failing task does not stop the others; its error is not hidden', async () => {
    const seen: string[] = [];
    await expect(
      transaction(database.db, async (tx) => {
        afterCommit(tx, () => {
          throw new Error('cache down');
        });
        afterCommit(tx, () => {
          seen.push('second ran');
        });
      }),
    ).rejects.toThrow('cache down');
    expect(seen).toEqual(['second ran']);
  });
});
