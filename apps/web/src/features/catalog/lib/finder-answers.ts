import { FINDER_QUESTION_NAMES, FINDER_QUESTIONS, type FinderAnswers, type Plant } from '@plantopia/shared';

/** The finder's answers in a URL (`?place=indoor&light=low`); an answer the question does not offer is left out. */
export function parseFinderAnswers(params: URLSearchParams): FinderAnswers {
  const answers: Record<string, string> = {};
  for (const question of FINDER_QUESTION_NAMES) {
    const answer = params.get(question);
    if (answer !== null && (FINDER_QUESTIONS[question] as readonly string[]).includes(answer)) {
      answers[question] = answer;
    }
  }
  return answers as FinderAnswers;
}

export function hasAnswers(answers: FinderAnswers): boolean {
  return Object.keys(answers).length > 0;
}

type PlantFacts = Pick<
  Plant,
  'indoorOutdoor' | 'sunlightNeeds' | 'petFriendly' | 'difficulty' | 'wateringFrequency'
>;

/**
 * Why the plant suits the answers, as the catalog's `finder.why.*` keys: one for each answer that asked
 * something of it, said with the plant's own fact ("fine in low light", "safe for pets and children").
 */
export function finderReasons(answers: FinderAnswers, plant: PlantFacts): string[] {
  const reasons: string[] = [];
  if (answers.pets === 'yes' && plant.petFriendly) reasons.push('finder.why.petSafe');
  if (answers.light) reasons.push(`finder.why.light.${plant.sunlightNeeds}`);
  if (answers.place) reasons.push(`finder.why.place.${plant.indoorOutdoor}`);
  if (answers.time === 'little' || answers.time === 'some') {
    reasons.push(`finder.why.care.${plant.difficulty}`);
    if (plant.wateringFrequency !== 'daily') reasons.push(`finder.why.water.${plant.wateringFrequency}`);
  }
  return reasons;
}
