import { isAPIError } from 'better-auth/api';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DirectoryLockedError } from './db/directory-lock.js';
import { createAuth } from './lib/auth.js';
import { createMailer } from './lib/mailer.js';
import { memoryRateLimitStorage } from './lib/shared-rate-limits.js';
import { createSignInLimitsService } from './modules/auth/sign-in-limits-service.js';
import { ensureAdmin, giveRole } from './modules/users/admin-accounts.js';

/*
 * `npm run admin -- promote|staff|demote EMAIL` and `npm run admin -- create EMAIL PASSWORD [NAME]`: the same
 * configuration (DATA_DIR, DATABASE_URL) as the server. The embedded database allows one process at a
 * time, so stop the shop first when it runs on PGlite.
 */

const USAGE = `Usage:
  npm run admin -- promote EMAIL                   give an existing account the admin role
  npm run admin -- staff EMAIL                     make an existing account staff (works orders, not prices or settings)
  npm run admin -- demote EMAIL                    make an admin or staff account a shopper again
  npm run admin -- create EMAIL PASSWORD [NAME]    create an admin (or promote that account and set its password)`;

const ROLE_COMMANDS = { promote: 'admin', staff: 'staff', demote: 'user' } as const;
const ROLE_NAMES = { admin: 'an admin', staff: 'staff', user: 'a shopper' } as const;

const RESULT_TEXT = {
  created: 'created as an admin',
  promoted: 'promoted to admin; its password is now the one given',
  'password-updated': 'was already an admin; its password is now the one given',
  unchanged: 'was already an admin with this password',
} as const;

async function run(args: string[]): Promise<number> {
  const [command, email, password, ...nameParts] = args;
  const role = ROLE_COMMANDS[command as keyof typeof ROLE_COMMANDS];
  if (!(role && email && !password) && !(command === 'create' && email && password)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    // A server starting meanwhile on the same PostgreSQL may be migrating too: take turns.
    await database.duringStartup(() => database.migrate());
    if (role) {
      if (!(await giveRole(database.db, email, role))) {
        console.error(
          `No account has the email ${email}. Create one with: npm run admin -- create ${email} PASSWORD`,
        );
        return 1;
      }
      console.log(`${email} is now ${ROLE_NAMES[role]}.`);
      return 0;
    }
    const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir });
    const signInLimits = createSignInLimitsService({ db: database.db });
    const auth = createAuth({
      config,
      db: database.db,
      mailer,
      signInLimits,
      // The command makes admin accounts by email; it never sends a sign-in code by SMS.
      phoneCodes: {
        reserve: async () => ({ allowed: false, limit: 'shop', retryAfterSeconds: 24 * 60 * 60 }),
        send: async () => {
          throw new Error('npm run admin sends no SMS');
        },
      },
      rateLimitStorage: memoryRateLimitStorage(),
    });
    const name = nameParts.join(' ').trim() || undefined;
    const result = await ensureAdmin({ auth, db: database.db }, { email, password: password!, name });
    console.log(`${email} ${RESULT_TEXT[result]}.`);
    return 0;
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    // Configuration, a locked database and Better Auth's refusals (a short password, a bad email) are
    // one line for the operator; anything else keeps its stack.
    const known = error instanceof ConfigError || error instanceof DirectoryLockedError || isAPIError(error);
    console.error(known ? (error as Error).message : error);
    process.exit(1);
  },
);
