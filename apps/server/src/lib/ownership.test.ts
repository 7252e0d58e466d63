import { describe, expect, test } from 'vitest';
import { AppError } from './errors.js';
import { isOwnerOrAdmin, requireOwnerOrAdmin } from './ownership.js';

const owner = { id: 'user-1', role: 'user' };
const otherShopper = { id: 'user-2', role: 'user' };
const admin = { id: 'admin-1', role: 'admin' };

describe('isOwnerOrAdmin', () => {
  test('the owner may act on what is theirs', () => {
    expect(isOwnerOrAdmin(owner, 'user-1')).toBe(true);
  });

  test('another shopper may not', () => {
    expect(isOwnerOrAdmin(otherShopper, 'user-1')).toBe(false);
  });

  test('an admin may act on anything, their own or not', () => {
    expect(isOwnerOrAdmin(admin, 'user-1')).toBe(true);
    expect(isOwnerOrAdmin(admin, 'admin-1')).toBe(true);
  });

  test('something without a known owner belongs to no shopper, whatever their id', () => {
    expect(isOwnerOrAdmin(owner, undefined)).toBe(false);
    expect(isOwnerOrAdmin(owner, null)).toBe(false);
    expect(isOwnerOrAdmin(admin, undefined)).toBe(true);
  });

  test('only the role "admin" grants it; ids are compared exactly', () => {
    expect(isOwnerOrAdmin({ id: 'user-2', role: 'Admin' }, 'user-1')).toBe(false);
    expect(isOwnerOrAdmin({ id: 'USER-1', role: 'user' }, 'user-1')).toBe(false);
  });
});

describe('requireOwnerOrAdmin', () => {
  test('passes quietly for the owner and for an admin', () => {
    expect(() => requireOwnerOrAdmin(owner, 'user-1', 'order.not_yours_to_see')).not.toThrow();
    expect(() => requireOwnerOrAdmin(admin, 'user-1', 'order.not_yours_to_see')).not.toThrow();
  });

  test("throws a 403 AppError with the caller's message for anyone else", () => {
    let thrown: unknown;
    try {
      requireOwnerOrAdmin(otherShopper, 'user-1', 'order.not_yours_to_delete');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({
      type: 'forbidden',
      statusCode: 403,
      message: 'You can only delete your own orders',
    });
  });
});
