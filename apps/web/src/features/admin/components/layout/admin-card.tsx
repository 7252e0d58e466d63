import type { ReactNode } from 'react';

/** One titled part of a back-office page (an order's items, a customer's addresses): a section with its heading. */
export function AdminCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:p-5">
      <h2 id={id} className="mb-3 text-base font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
