import {
  FINDER_QUESTION_NAMES,
  FINDER_QUESTIONS,
  type FinderAnswers,
  type FinderQuestion,
  type Plant,
} from '@plantopia/shared';
import { CheckCircle2, Sparkles } from 'lucide-react';
import { Link } from '@/components/link';
import { buttonClasses } from '@/components/ui/button';
import { useFormat } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { Form } from '@/lib/router';
import { usePlantFinder } from '../api/find-plants';
import { finderReasons, hasAnswers } from '../lib/finder-answers';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

/** One question as a radio group; the answer already given stays chosen. */
function Question({ question, answer }: { question: FinderQuestion; answer: string | undefined }) {
  const { t } = useTranslation('catalog');
  return (
    <fieldset className="min-w-0 rounded-card bg-surface p-4 shadow-card ring-1 ring-line">
      <legend className="float-left mb-3 w-full text-base font-semibold text-ink">
        {t(`finder.questions.${question}.legend`)}
      </legend>
      <div className="clear-both grid gap-2">
        {FINDER_QUESTIONS[question].map((option) => (
          <label
            key={option}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 ring-1 ring-line has-checked:bg-brand-50 has-checked:ring-brand-500"
          >
            <input
              type="radio"
              name={question}
              value={option}
              defaultChecked={answer === option}
              className="size-4 accent-brand-700"
            />
            <span className="text-sm text-ink">{t(`finder.questions.${question}.${option}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Why each plant suits the answers, under its card. */
function Reasons({ answers, plant }: { answers: FinderAnswers; plant: Plant }) {
  const { t } = useTranslation('catalog');
  return (
    <ul aria-label={t('finder.whyLabel')} className="grid gap-1 text-xs text-leaf-800 sm:text-sm">
      {finderReasons(answers, plant).map((key) => (
        <li key={key} className="flex gap-1.5">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 sm:size-4" />
          {t(key)}
        </li>
      ))}
    </ul>
  );
}

/**
 * The plant finder: four questions as a GET form (it works before and without the page's script; with it,
 * the router submits it), then the plants that suit every answer, each with why.
 */
export function PlantFinder({ answers }: { answers: FinderAnswers }) {
  const { t } = useTranslation('catalog');
  const format = useFormat();
  const asked = hasAnswers(answers);
  const results = usePlantFinder(answers, asked);

  return (
    <div className="grid gap-8 lg:grid-cols-[22rem_minmax(0,1fr)] lg:items-start">
      {/* key: a new set of answers (back, forward) starts the radios from the URL again. */}
      <Form
        key={JSON.stringify(answers)}
        method="get"
        action="/plants/finder"
        preventScrollReset
        className="grid gap-4"
      >
        {FINDER_QUESTION_NAMES.map((question) => (
          <Question key={question} question={question} answer={answers[question]} />
        ))}
        <button type="submit" className={buttonClasses({ size: 'lg' })}>
          <Sparkles aria-hidden="true" className="size-5" />
          {t('finder.submit')}
        </button>
      </Form>

      <section aria-labelledby="finder-results" aria-busy={results.isFetching}>
        <h2 id="finder-results" className="text-lg font-semibold text-ink">
          {asked && results.data
            ? t('finder.found', { count: results.data.length, shown: format.number(results.data.length) })
            : t('finder.resultsHeading')}
        </h2>
        {!asked ? (
          <p className="mt-2 text-muted">{t('finder.prompt')}</p>
        ) : results.isPending ? (
          <div className="mt-4">
            <ProductGridSkeleton count={6} />
          </div>
        ) : results.isError ? (
          <p role="alert" className="mt-2 text-danger-700">
            {t('finder.failed')}
          </p>
        ) : results.data.length === 0 ? (
          <p className="mt-2 text-muted">
            {t('finder.none')}{' '}
            <Link to="/plants" className="font-semibold text-brand-700 underline underline-offset-4">
              {t('finder.browseAll')}
            </Link>
          </p>
        ) : (
          <ProductGrid
            className="mt-4"
            products={results.data}
            renderAction={(plant) => <Reasons answers={answers} plant={plant as Plant} />}
          />
        )}
      </section>
    </div>
  );
}
