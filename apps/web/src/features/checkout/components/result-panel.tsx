import type { ReactNode } from 'react';

const TONES = {
  good: 'text-leaf-700 bg-leaf-50',
  wait: 'text-amber-700 bg-amber-50',
  bad: 'text-danger bg-danger-soft',
};

/** The card the payment result page says its outcome on: an icon in the outcome's tone, a heading, the text. */
export function ResultPanel({
  tone,
  icon,
  title,
  children,
}: {
  tone: keyof typeof TONES;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby="payment-result-heading"
      className="mx-auto my-6 max-w-xl min-w-0 rounded-card bg-surface p-5 shadow-card ring-1 ring-line sm:my-10 sm:p-8"
    >
      <div className={`mb-4 inline-flex rounded-full p-3 ${TONES[tone]}`} aria-hidden="true">
        {icon}
      </div>
      <h1 id="payment-result-heading" className="text-2xl font-bold text-ink">
        {title}
      </h1>
      <div className="mt-3 text-ink">{children}</div>
    </section>
  );
}

export function ResultActions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-wrap gap-3">{children}</div>;
}
