import { describe, expect, test } from 'vitest';
import { makePlant } from '@/test/fixtures';
import { finderReasons, parseFinderAnswers } from './finder-answers';

describe('the finder', () => {
  test('reads the answers it offers from the URL and leaves out any other', () => {
    const params = new URLSearchParams('place=indoor&light=dark&pets=yes&time=little&extra=1');
    expect(parseFinderAnswers(params)).toEqual({ place: 'indoor', pets: 'yes', time: 'little' });
  });

  test("says why a plant suits each answer, with the plant's own facts", () => {
    const palm = makePlant({
      sunlightNeeds: 'low',
      indoorOutdoor: 'indoor',
      petFriendly: true,
      difficulty: 'easy',
      wateringFrequency: 'weekly',
    });
    expect(
      finderReasons({ place: 'indoor', light: 'bright-indirect', pets: 'yes', time: 'little' }, palm),
    ).toEqual([
      'finder.why.petSafe',
      'finder.why.light.low',
      'finder.why.place.indoor',
      'finder.why.care.easy',
      'finder.why.water.weekly',
    ]);
    expect(finderReasons({ pets: 'no', time: 'plenty' }, palm)).toEqual([]);
  });
});
