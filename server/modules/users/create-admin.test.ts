import { spawnSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serverDatabase } from '#server/testing/process-database.ts';
import { verifyPassword } from './password.ts';
import { userRoles, users } from './schema.ts';

/** Runs `npm run create-admin` as an operator would, on the given database, without a terminal. */
function createAdmin(env: Record<string, string>, ...args: string[]) {
  const run = spawnSync('npm', ['run', '--silent', 'create-admin', '--', ...args], {
    env: { ...process.env, NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('npm run create-admin', () => {
  it('makes the first super admin of an empty install and prints its generated password once', async () => {
    const database = await serverDatabase('empty');
    try {
      const made = createAdmin(database.env, 'Owner@Example.com', 'Shop', 'Owner');
      expect(made.code, made.stderr).toBe(0);
      const password = /password: (\S+)/.exec(made.stdout)?.[1];
      expect(password).toBeDefined();
      expect(password!.length).toBeGreaterThanOrEqual(20);
      expect(made.stdout.split(password!)).toHaveLength(2);
      expect(made.stdout).toContain('Super admin owner@example.com created');

      const again = createAdmin(database.env, 'owner@example.com');
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('already exists');
      expect(createAdmin(database.env, 'not-an-address').code).toBe(2);

      const db = await database.open();
      try {
        const [row] = await db.db
          .select({ user: users, is_super: userRoles.is_super })
          .from(users)
          .innerJoin(userRoles, eq(userRoles.id, users.role_id))
          .where(eq(users.email, 'owner@example.com'));
        expect(row).toMatchObject({ is_super: true, user: { name: 'Shop Owner', user_type: 1, status: 1 } });
        expect(row!.user.email_verified_at).not.toBeNull();
        expect(await verifyPassword(row!.user.password_hash, password!)).toBe(true);
        expect(await db.db.select().from(users)).toHaveLength(1);
      } finally {
        await db.close();
      }
    } finally {
      await database.drop();
    }
  }, 300_000);
});
