import { type Locale, PHONE_CODE_MINUTES } from '@plantopia/shared';
import { formatMessage } from '@plantopia/shared/catalog';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client.js';
import type { PhoneCodeLimit, PhoneCodes } from '../../lib/auth-hooks.js';
import type { NotificationsService } from '../notifications/notifications-service.js';
import * as repo from './phone-codes-repository.js';

export type PhoneCodesService = ReturnType<typeof createPhoneCodesService>;

interface Window {
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * docs/security.md §4: codes to one number, 3 in 15 minutes and 10 a day; codes asked from one client
 * address, 10 an hour (shoppers behind one carrier address share it, so not fewer); the whole shop,
 * `SMS_CODES_PER_DAY` in any 24 hours.
 */
export const PHONE_CODE_WINDOWS: { number: Window[]; address: Window[] } = {
  number: [
    { max: 3, windowMs: 15 * MINUTE },
    { max: 10, windowMs: DAY },
  ],
  address: [{ max: 10, windowMs: 60 * MINUTE }],
};

/**
 * Sign-in codes by SMS (docs/decisions/037). Each send costs the shop money, so before Better Auth makes
 * a code the send is counted against three limits, in the database so that every server sees the same
 * counts: per number, per client address, and per day for the whole shop. A send is recorded first and
 * then the window is counted with it, so sends racing on several servers can only refuse each other,
 * never all pass; a refused send's record is deleted, so asking again and again does not push the
 * window on. A send the gateway then fails still counts: a failing gateway must not become a way round
 * the limits.
 */
export function createPhoneCodesService(deps: {
  db: Db;
  notifications: Pick<NotificationsService, 'sendSmsNow'>;
  /** The shop-wide cap: codes in any 24 hours (SMS_CODES_PER_DAY). */
  perDay: number;
  windows?: typeof PHONE_CODE_WINDOWS;
  now?: () => Date;
}): PhoneCodes {
  const { db, notifications, perDay, windows = PHONE_CODE_WINDOWS, now = () => new Date() } = deps;

  return {
    async reserve(phone, clientIp) {
      const at = now();
      const id = uuidv7();
      await repo.insertSend(db, { id, phone, clientIp, sentAt: at });
      const checks: { limit: PhoneCodeLimit; scope: repo.SendScope; window: Window }[] = [
        ...windows.number.map((window) => ({ limit: 'number' as const, scope: { phone }, window })),
        ...(clientIp
          ? windows.address.map((window) => ({ limit: 'address' as const, scope: { clientIp }, window }))
          : []),
        { limit: 'shop', scope: {}, window: { max: perDay, windowMs: DAY } },
      ];
      for (const { limit, scope, window } of checks) {
        const { sends, oldest } = await repo.countSendsSince(
          db,
          scope,
          new Date(at.getTime() - window.windowMs),
        );
        if (sends <= window.max) continue;
        await repo.deleteSend(db, id);
        // The window has room again once its oldest send leaves it.
        const freeAt = (oldest ?? at).getTime() + window.windowMs;
        return {
          allowed: false,
          limit,
          retryAfterSeconds: Math.max(1, Math.ceil((freeAt - at.getTime()) / 1000)),
        };
      }
      // No limit looks back further than a day: keep the table to a day's sends.
      await repo.purgeSendsBefore(db, new Date(at.getTime() - DAY));
      return { allowed: true };
    },

    async send({ phone, code, locale }: { phone: string; code: string; locale: Locale }) {
      const text = formatMessage('sms.phone_code', { code, minutes: PHONE_CODE_MINUTES }, locale);
      await notifications.sendSmsNow({ to: phone, text });
    },
  };
}
