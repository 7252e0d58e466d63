import { clsx } from 'clsx';
import { Link } from '@/components/link';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={className}>
      <rect width="64" height="64" rx="14" fill="#1f4d33" />
      <path d="M32 54V30" stroke="#e9f5e1" strokeWidth="4" strokeLinecap="round" />
      <path d="M32 34c0-11 8-19 20-20 0 12-8 20-20 20Z" fill="#76bb4e" />
      <path d="M32 40c0-9-6-15-16-16 0 9 6 16 16 16Z" fill="#bfe2a7" />
      <path d="M20 54h24" stroke="#dc744a" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

export function Logo({ tone = 'light', className }: { tone?: 'light' | 'dark'; className?: string }) {
  return (
    <Link
      to="/"
      className={clsx(
        'inline-flex shrink-0 items-center gap-2 text-xl font-bold tracking-tight',
        tone === 'dark' ? 'text-white' : 'text-brand-800',
        className,
      )}
    >
      <LogoMark className="size-8" />
      Plantopia
    </Link>
  );
}
