/**
 * `npm run create-admin -- admin@example.com ["Full name"]`: makes a super admin, the first
 * administrator of a real install (production seeds no demo accounts). Asks for a password on a
 * terminal (leave it empty to generate one); without a terminal, or with `--generate`, generates
 * one. A generated password is printed once. Uses the configured database (DATABASE_URL, or PGlite
 * in DATA_DIR — stop the server first, PGlite allows one process).
 */
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { PASSWORD_MAX, PASSWORD_MIN } from '#lib/contracts/auth.ts';
import { isEmail } from '#lib/validators.ts';
import { runCommand } from '#server/db/command.ts';
import { createSuperAdmin } from './super-admin.ts';

const USAGE = 'Usage: npm run create-admin -- admin@example.com ["Full name"] [--generate]';

/** Reads a line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const write = (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput;
    let asked = false;
    (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = (text: string) => {
      if (!asked) write.call(rl, text);
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    asked = true;
  });
}

async function choosePassword(generate: boolean): Promise<{ password: string; generated: boolean }> {
  if (!generate && process.stdin.isTTY) {
    for (;;) {
      const typed = await askHidden(
        `Password (${PASSWORD_MIN}–${PASSWORD_MAX} characters; empty: generate one): `,
      );
      if (typed === '') break;
      if (typed.length < PASSWORD_MIN || typed.length > PASSWORD_MAX) {
        console.error(`The password must have ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`);
        continue;
      }
      if ((await askHidden('The same password again: ')) === typed)
        return { password: typed, generated: false };
      console.error('The two passwords differ; again.');
    }
  }
  // 18 random bytes: 24 URL-safe characters, 144 bits.
  return { password: randomBytes(18).toString('base64url'), generated: true };
}

const args = process.argv.slice(2);
const generate = args.includes('--generate');
const [email, ...nameParts] = args.filter((arg) => arg !== '--generate');
if (!email || !isEmail(email)) {
  console.error(USAGE);
  process.exit(2);
}
const name = nameParts.join(' ').trim() || 'Administrator';

runCommand(async (database, config) => {
  const { password, generated } = await choosePassword(generate);
  const admin = await createSuperAdmin(database.db, { email, name, password });
  console.log(
    [
      `Super admin ${admin.email} created (user ${admin.id}, role "${admin.roleName}").`,
      ...(generated ? [`  password: ${password}`, 'The password is shown only now; keep it safe.'] : []),
      `Sign in at ${config.publicUrl}${config.adminPath}/login-form and change the password under your account.`,
    ].join('\n'),
  );
});
