import { randomBytes } from 'node:crypto';
import { chmod, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Role } from '@plantopia/shared';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Auth } from '../../lib/auth.js';
import * as repo from './users-repository.js';

/*
 * Accounts the shop makes itself: the operator's admin (ADMIN_EMAIL, the admin CLI, or a generated one
 * on a first start without any) and the demo shopper. Passwords are hashed and stored by Better Auth's
 * own functions, never here.
 */

export const GENERATED_ADMIN_EMAIL = 'admin@plantopia.local';
export const ADMIN_CREDENTIALS_FILE = 'admin-credentials.txt';
/** The README gives these, so anyone trying the demo shop can sign in as a shopper. */
export const DEMO_SHOPPER = {
  email: 'shopper@plantopia.test',
  password: 'plantopia-demo',
  name: 'Demo Shopper',
  // As the pickers save it: Dhaka division → Dhaka district → Dhaka City (data/bd-geo), the phone stored.
  shippingAddress: {
    address: 'House 12, Road 5, Dhanmondi',
    city: 'Dhaka City, Dhaka',
    state: 'Dhaka Division',
    postalCode: '1205',
    country: 'Bangladesh',
    phone: '01711000000',
    divisionId: 6,
    districtId: 47,
    upazilaId: 9001,
  },
} as const;

interface Deps {
  auth: Auth;
  db: Db;
}

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
}

/**
 * Sets the password of an existing account through Better Auth (as its admin plugin's set-password
 * does) and ends that account's sessions. Returns false when the password was already this one.
 */
async function setPassword(auth: Auth, userId: string, password: string): Promise<boolean> {
  const context = await auth.$context;
  if (password.length < context.password.config.minPasswordLength) {
    throw new Error(`The password must be at least ${context.password.config.minPasswordLength} characters`);
  }
  const credential = await context.internalAdapter.findCredentialAccount(userId);
  if (credential?.password && (await context.password.verify({ password, hash: credential.password }))) {
    return false;
  }
  const hash = await context.password.hash(password);
  if (credential) await context.internalAdapter.updatePassword(userId, hash);
  else {
    await context.internalAdapter.createAccount({
      userId,
      providerId: 'credential',
      accountId: userId,
      password: hash,
    });
  }
  await context.internalAdapter.deleteUserSessions(userId);
  return true;
}

/** Creates an account through Better Auth's sign-up; the session sign-up opens is closed again. */
async function createAccount(
  { auth }: Deps,
  account: { email: string; password: string; name: string },
): Promise<string> {
  const { user } = await auth.api.signUpEmail({ body: account });
  await (await auth.$context).internalAdapter.deleteUserSessions(user.id);
  return user.id;
}

export type EnsureAdminResult = 'created' | 'promoted' | 'password-updated' | 'unchanged';

/**
 * Makes `email` an admin who signs in with `password`: creates the account, or promotes an existing one
 * and sets its password. Setting it is deliberate: anyone may have registered that address before the
 * operator named it, and must not keep a way in (their sessions end too).
 */
export async function ensureAdmin(
  deps: Deps,
  account: { email: string; password: string; name?: string },
): Promise<EnsureAdminResult> {
  const existing = await repo.findUserByEmail(deps.db, account.email);
  if (!existing) {
    const id = await createAccount(deps, { ...account, name: account.name ?? 'Shop Admin' });
    await repo.setRole(deps.db, id, 'admin');
    return 'created';
  }
  const passwordChanged = await setPassword(deps.auth, existing.id, account.password);
  if (existing.role !== 'admin') {
    await repo.setRole(deps.db, existing.id, 'admin');
    return 'promoted';
  }
  return passwordChanged ? 'password-updated' : 'unchanged';
}

/**
 * Gives an existing account a role (its password stays): admin, staff (works orders, not prices or
 * settings), or back to a shopper. False when no account has that email.
 */
export async function giveRole(db: Db, email: string, role: Role): Promise<boolean> {
  const existing = await repo.findUserByEmail(db, email);
  if (!existing) return false;
  await repo.setRole(db, existing.id, role);
  return true;
}

export interface GeneratedAdmin {
  email: string;
  password: string;
  /** Where the credentials are kept (mode 600). */
  file: string;
}

/**
 * At start, after migrations: the ADMIN_EMAIL admin; without it, a generated admin when the shop has
 * none (its random password kept in DATA_DIR, mode 600, and returned so main.ts prints it once for the
 * operator, apart from the log; never a fixed default); and the demo shopper when this start seeded the
 * demo shop.
 */
export async function bootstrapAccounts(
  deps: Deps & { config: Config; log: Logger; demoSeeded: boolean },
): Promise<{ generatedAdmin: GeneratedAdmin | null }> {
  let generatedAdmin: GeneratedAdmin | null = null;
  const { db, config, log } = deps;
  if (config.admin) {
    const result = await ensureAdmin(deps, config.admin);
    if (result !== 'unchanged') log.info(`Admin ${config.admin.email}: ${result} (ADMIN_EMAIL)`);
  } else if (!(await repo.hasAdmin(db))) {
    const password = randomBytes(18).toString('base64url');
    await ensureAdmin(deps, { email: GENERATED_ADMIN_EMAIL, password, name: 'Shop Admin' });
    const file = path.join(config.dataDir, ADMIN_CREDENTIALS_FILE);
    await writeFile(file, `email: ${GENERATED_ADMIN_EMAIL}\npassword: ${password}\n`, { mode: 0o600 });
    await chmod(file, 0o600);
    // The password stays out of the log (logs are kept and shipped); the operator sees it in a box.
    log.warn(
      `Created the admin account ${GENERATED_ADMIN_EMAIL}; its password is in ${file}. ` +
        'Set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.',
    );
    generatedAdmin = { email: GENERATED_ADMIN_EMAIL, password, file };
  }
  if (deps.demoSeeded && !(await repo.findUserByEmail(db, DEMO_SHOPPER.email))) {
    const { shippingAddress, ...account } = DEMO_SHOPPER;
    const id = await createAccount(deps, account);
    await repo.updateProfile(db, id, { shippingAddress });
    log.info(`Created the demo shopper ${DEMO_SHOPPER.email}`);
  }
  return { generatedAdmin };
}
