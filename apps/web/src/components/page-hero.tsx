import type { ReactNode } from 'react';
import { Container } from './ui/container';

/** The calm green band at the top of the shop's information pages. */
export function PageHero({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="on-dark bg-linear-to-br from-brand-800 to-brand-600 text-white">
      <Container className="py-10 sm:py-14">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-widest text-leaf-200 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {children ? <div className="mt-3 max-w-2xl text-lg text-brand-50">{children}</div> : null}
      </Container>
    </div>
  );
}
