import {
  type CategoryId,
  type Coupon,
  type CouponKind,
  type CouponRefusal,
  type CouponValues,
  coded,
  couponRefusalMessage,
  poishaToTaka,
  takaToPoisha,
} from '@plantopia/shared';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client.js';
import { violatedUniqueConstraint } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import * as repo from './coupons-repository.js';

/** What the pricing needs of a code that may be used now; money in poisha. */
export interface CouponTerms {
  id: string;
  code: string;
  kind: CouponKind;
  /** Percent for `percent`, poisha for `fixed`, 0 for free delivery. */
  value: number;
  minSubtotal: number;
  categories: CategoryId[];
}

/** A looked-up code: its terms when it may be used now, or why not (before the lines are looked at). */
export type CouponVerdict =
  | { code: string; terms: CouponTerms; refusal?: undefined }
  | { code: string; refusal: CouponRefusal; terms?: undefined };

/** A refused code as an API error: 409 saying why, with the refusal's values as its params. */
export function couponRefused(refusal: CouponRefusal): AppError {
  const said = couponRefusalMessage(refusal);
  return new AppError('conflict', said.code, said.params);
}

function toCoupon(row: repo.CouponRow): Coupon {
  return {
    _id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.kind === 'fixed' ? poishaToTaka(row.value) : row.value,
    minSubtotal: poishaToTaka(row.minSubtotal),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    maxUses: row.maxUses,
    maxUsesPerShopper: row.maxUsesPerShopper,
    categories: row.categories,
    active: row.active,
    uses: row.uses,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toRow(values: CouponValues): repo.CouponChanges {
  return {
    code: values.code,
    kind: values.kind,
    value: values.kind === 'fixed' ? takaToPoisha(values.value) : values.value,
    minSubtotal: takaToPoisha(values.minSubtotal),
    startsAt: new Date(values.startsAt),
    endsAt: new Date(values.endsAt),
    maxUses: values.maxUses,
    maxUsesPerShopper: values.maxUsesPerShopper,
    categories: values.categories,
    active: values.active,
  };
}

const codeTaken = (code: string) =>
  new AppError('conflict', 'request.invalid_field', {
    field: 'code',
    reason: coded('field.coupon_code_taken', { code }),
  });
const couponNotFound = () => new AppError('not_found', 'coupon.not_found');

export type CouponsService = ReturnType<typeof createCouponsService>;

export function createCouponsService(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function saving<T>(code: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (violatedUniqueConstraint(error) === 'coupons_code_idx') throw codeTaken(code);
      throw error;
    }
  }

  return {
    list: async (): Promise<Coupon[]> => (await repo.listCoupons(db)).map(toCoupon),

    create: (values: CouponValues): Promise<Coupon> =>
      saving(values.code, async () =>
        toCoupon(await repo.insertCoupon(db, { id: uuidv7(), ...toRow(values) })),
      ),

    /** Changes every term (deactivating is `active: false`); the uses so far stay. */
    update: (id: string, values: CouponValues): Promise<Coupon> =>
      saving(values.code, async () => {
        const row = await repo.updateCoupon(db, id, toRow(values));
        if (!row) throw couponNotFound();
        return toCoupon(row);
      }),

    /**
     * Whether `code` (upper-case) may be used now, by `shopperId` when known: the checks that do not
     * depend on the lines. Read only; an order then claims its use with `redeem` in its transaction.
     */
    async check(code: string, shopperId: string | null, tx: Db = db): Promise<CouponVerdict> {
      const row = await repo.findCouponByCode(tx, code);
      const refuse = (refusal: CouponRefusal): CouponVerdict => ({ code, refusal });
      if (!row) return refuse({ reason: 'unknown', params: { code } });
      if (!row.active) return refuse({ reason: 'inactive', params: { code } });
      const at = now();
      if (at < row.startsAt)
        return refuse({ reason: 'not_started', params: { startsAt: row.startsAt.toISOString() } });
      if (at >= row.endsAt)
        return refuse({ reason: 'expired', params: { endsAt: row.endsAt.toISOString() } });
      if (row.maxUses !== null && row.uses >= row.maxUses) return refuse({ reason: 'used_up', params: {} });
      if (shopperId && row.maxUsesPerShopper !== null) {
        const used = await repo.countShopperUses(tx, row.id, shopperId);
        if (used >= row.maxUsesPerShopper) {
          return refuse({ reason: 'already_used', params: { maxUsesPerShopper: row.maxUsesPerShopper } });
        }
      }
      const { id, kind, value, minSubtotal, categories } = row;
      return { code, terms: { id, code, kind, value, minSubtotal, categories } };
    },

    /**
     * Inside the order's transaction, after the order row exists: takes one use with the conditional
     * update (409 `used_up` when another order took the last), then, holding the coupon's row lock,
     * counts the shopper's uses (409 `already_used`) and records this one. A failure later in the
     * transaction rolls all of it back.
     */
    async redeem(tx: Db, use: { couponId: string; orderId: string; userId: string }): Promise<void> {
      if (!(await repo.claimUse(tx, use.couponId))) throw couponRefused({ reason: 'used_up', params: {} });
      const row = await repo.findCouponById(tx, use.couponId);
      if (row?.maxUsesPerShopper != null) {
        const used = await repo.countShopperUses(tx, use.couponId, use.userId);
        if (used >= row.maxUsesPerShopper) {
          throw couponRefused({
            reason: 'already_used',
            params: { maxUsesPerShopper: row.maxUsesPerShopper },
          });
        }
      }
      await repo.insertRedemption(tx, use);
    },

    /** Inside the transaction that ends an order (cancelled, payment failed or expired): its use, once. */
    release: (tx: Db, orderId: string): Promise<boolean> => repo.releaseUse(tx, orderId),
  };
}
