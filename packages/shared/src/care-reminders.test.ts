import { expect, test } from 'vitest';
import { banglaSeasonOf, isCareReminderHour } from './care-reminders.js';

test('the Bangla season follows the day in Dhaka, each beginning on its Bangla month’s first day', () => {
  const seasonAt = (iso: string) => banglaSeasonOf(new Date(iso));
  expect(seasonAt('2030-01-10T06:00:00Z')).toBe('sheet');
  expect(seasonAt('2030-02-13T17:59:00Z')).toBe('sheet');
  // 00:00 on 14 February in Dhaka is still 13 February in UTC: Basanta has begun.
  expect(seasonAt('2030-02-13T18:00:00Z')).toBe('basanta');
  expect(seasonAt('2030-04-14T06:00:00Z')).toBe('grishma');
  expect(seasonAt('2030-06-15T06:00:00Z')).toBe('borsha');
  expect(seasonAt('2030-08-16T06:00:00Z')).toBe('sharat');
  expect(seasonAt('2030-10-16T06:00:00Z')).toBe('sharat');
  expect(seasonAt('2030-10-17T06:00:00Z')).toBe('hemanta');
  expect(seasonAt('2030-12-16T06:00:00Z')).toBe('sheet');
  expect(seasonAt('2030-12-31T20:00:00Z')).toBe('sheet');
});

test('reminders go out from 09:00 until 20:00 Dhaka time, whatever the server’s own time zone', () => {
  const at = (iso: string) => isCareReminderHour(new Date(iso));
  expect(at('2030-07-01T02:59:59Z')).toBe(false);
  expect(at('2030-07-01T03:00:00Z')).toBe(true);
  expect(at('2030-07-01T13:59:59Z')).toBe(true);
  expect(at('2030-07-01T14:00:00Z')).toBe(false);
  expect(at('2030-07-01T20:00:00Z')).toBe(false);
});
