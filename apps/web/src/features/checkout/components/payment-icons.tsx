import type { PaymentMethod } from '@plantopia/shared';

/*
 * Small marks for the payment methods, drawn here (no downloaded trademarks): each is a neutral shape in
 * the method's familiar colour with its initial, always shown beside the method's written name.
 */

const frame = 'size-9 shrink-0';

function CashMark() {
  return (
    <svg viewBox="0 0 36 36" className={frame} aria-hidden="true">
      <rect width="36" height="36" rx="8" fill="#e8f3e9" />
      <rect x="6" y="11" width="24" height="14" rx="2.5" fill="none" stroke="#2f6b3a" strokeWidth="2" />
      <circle cx="18" cy="18" r="3.5" fill="none" stroke="#2f6b3a" strokeWidth="2" />
      <path d="M9.5 14.5v0M26.5 21.5v0" stroke="#2f6b3a" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

function BkashMark() {
  return (
    <svg viewBox="0 0 36 36" className={frame} aria-hidden="true">
      <rect width="36" height="36" rx="8" fill="#d6246e" />
      {/* A folded-paper bird, drawn freely: two wings and a beak. */}
      <path d="M8 13l10 3-4 9z" fill="#fff" opacity=".9" />
      <path d="M18 16l10-5-6 15z" fill="#fff" />
      <path d="M28 11l2.5 1.5-3 .8z" fill="#fff" />
    </svg>
  );
}

function SslcommerzMark() {
  return (
    <svg viewBox="0 0 36 36" className={frame} aria-hidden="true">
      <rect width="36" height="36" rx="8" fill="#e7eefb" />
      <path
        d="M18 6l10 4v7c0 6.5-4.3 11.3-10 13-5.7-1.7-10-6.5-10-13v-7z"
        fill="#1f4fa3"
        stroke="#1f4fa3"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <rect x="12" y="14" width="12" height="8" rx="1.5" fill="#fff" />
      <rect x="12" y="16" width="12" height="1.8" fill="#1f4fa3" />
    </svg>
  );
}

function CardMark() {
  return (
    <svg viewBox="0 0 36 36" className={frame} aria-hidden="true">
      <rect width="36" height="36" rx="8" fill="#eef0f3" />
      <rect x="6" y="10" width="24" height="16" rx="2.5" fill="#34404f" />
      <rect x="6" y="14" width="24" height="3" fill="#aeb8c4" />
      <rect x="9" y="20" width="7" height="2.5" rx="1" fill="#f2c14e" />
    </svg>
  );
}

export function PaymentMark({ method }: { method: PaymentMethod }) {
  switch (method) {
    case 'bkash':
      return <BkashMark />;
    case 'sslcommerz':
      return <SslcommerzMark />;
    case 'card':
      return <CardMark />;
    default:
      return <CashMark />;
  }
}
