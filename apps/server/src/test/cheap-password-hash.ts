import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { PasswordHasher } from '../lib/auth.js';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: string,
  length: number,
  options: object,
) => Promise<Buffer>;

/**
 * Test shops sign up hundreds of accounts; at Better Auth's production cost (scrypt N=16384, about
 * 150 ms a hash on this kind of machine) that alone took minutes. This is the same scrypt at N=16, in
 * tests only: auth-password-hash.test.ts checks that a shop built without it stores production hashes.
 */
const derive = async (password: string, salt: string) =>
  (await scryptAsync(password.normalize('NFKC'), salt, 32, { N: 16, r: 1, p: 1 })).toString('hex');

export const cheapPasswordHasher: PasswordHasher = {
  async hash(password) {
    const salt = randomBytes(16).toString('hex');
    return `${salt}:${await derive(password, salt)}`;
  },
  async verify({ hash, password }) {
    const [salt, stored] = hash.split(':');
    if (!salt || !stored) return false;
    const expected = Buffer.from(stored, 'hex');
    const key = Buffer.from(await derive(password, salt), 'hex');
    return expected.length === key.length && timingSafeEqual(expected, key);
  },
};
