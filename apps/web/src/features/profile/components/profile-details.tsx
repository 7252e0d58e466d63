import { shownPlace, type UserProfile } from '@plantopia/shared';
import { BadgeCheck, MapPin, Pencil, Smartphone, X } from 'lucide-react';
import { useState } from 'react';
import { OfflineNotice } from '@/components/offline-notice';
import { PhoneCodeForm } from '@/components/phone-code-form';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useFormat } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { useWaitingForNetwork } from '@/lib/network';
import { useUserProfile } from '../api/get-user-profile';
import { ProfileForm } from './profile-form';

/**
 * The left column of 'My Profile': the account and its shipping address, with the pencil / 'Cancel'
 * toggle between viewing and editing. Saving returns to viewing.
 */
export function ProfileDetails({ uid }: { uid: string }) {
  const { t } = useTranslation('profile');
  const format = useFormat();
  const profile = useUserProfile(uid);
  const [editing, setEditing] = useState(false);
  const offline = useWaitingForNetwork(profile);

  if (offline) return <OfflineNotice compact onRetry={() => profile.refetch()} />;
  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isError) {
    return (
      <section className="rounded-card bg-surface p-6 shadow-card ring-1 ring-line" role="alert">
        <p className="font-semibold text-danger">{t('details.loadFailed')}</p>
        <p className="mt-1 text-sm text-muted">{errorMessage(profile.error)}</p>
        <Button className="mt-4" variant="secondary" onClick={() => profile.refetch()}>
          {t('details.tryAgain')}
        </Button>
      </section>
    );
  }

  const data = profile.data;
  return (
    <section
      aria-labelledby="profile-heading"
      className="rounded-card bg-surface p-5 shadow-card ring-1 ring-line sm:p-6"
    >
      <div className="flex items-start gap-4">
        <Avatar src={data.photoURL} name="" size={72} className="ring-4 ring-brand-50" />
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-3">
            <h2
              id="profile-heading"
              className="min-w-0 pt-1 text-lg font-bold tracking-tight break-words sm:text-xl"
            >
              {data.displayName || t('details.untitled')}
            </h2>
            <Button
              variant={editing ? 'ghost' : 'secondary'}
              size="sm"
              aria-label={editing ? t('details.cancel') : t('details.editProfile')}
              onClick={() => setEditing(!editing)}
              className="shrink-0"
            >
              {editing ? (
                <X aria-hidden="true" className="size-4" />
              ) : (
                <Pencil aria-hidden="true" className="size-4" />
              )}
              {editing ? t('details.cancel') : t('details.edit')}
            </Button>
          </div>
          {data.email ? <p className="text-sm break-all text-muted">{data.email}</p> : null}
          <p className="mt-1.5 flex flex-wrap items-center gap-2 text-xs text-muted">
            {t('details.memberSince', { date: format.day(data.createdAt) })}
            {data.role === 'admin' ? <Badge tone="leaf">{t('details.admin')}</Badge> : null}
          </p>
        </div>
      </div>

      <MobileNumber phone={data.phone} onAdded={() => profile.refetch()} />

      <div className="mt-6 border-t border-line pt-5">
        {editing ? (
          <ProfileForm profile={data} onSaved={() => setEditing(false)} />
        ) : (
          <ShippingAddressView profile={data} onEdit={() => setEditing(true)} />
        )}
      </div>
    </section>
  );
}

/**
 * The number the account signs in with (docs/decisions/037): shown once verified, or added here by a code
 * sent to it. It then fills the checkout's phone.
 */
function MobileNumber({ phone, onAdded }: { phone: string; onAdded: () => void }) {
  const { t } = useTranslation('profile');
  const format = useFormat();
  const [adding, setAdding] = useState(false);
  return (
    <div className="mt-6 border-t border-line pt-5">
      <h3 className="flex items-center gap-2 text-sm font-semibold tracking-wide text-brand-800 uppercase">
        <Smartphone aria-hidden="true" className="size-4" />
        {t('mobile.heading')}
      </h3>
      {phone ? (
        <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-ink">
          <span className="tabular-nums">{format.digits(phone)}</span>
          <Badge tone="leaf">
            <BadgeCheck aria-hidden="true" className="size-3.5" />
            {t('mobile.verified')}
          </Badge>
        </p>
      ) : adding ? (
        <div className="mt-3">
          <p className="mb-4 text-sm text-muted">{t('mobile.lead')}</p>
          <PhoneCodeForm
            purpose="add"
            verifyLabel={t('mobile.verify')}
            onVerified={() => {
              setAdding(false);
              onAdded();
            }}
          />
          <Button variant="ghost" size="sm" className="mt-2" onClick={() => setAdding(false)}>
            {t('details.cancel')}
          </Button>
        </div>
      ) : (
        <div className="mt-3 rounded-lg bg-canvas px-4 py-4 text-sm text-muted">
          <p>{t('mobile.none')}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => setAdding(true)}>
            {t('mobile.add')}
          </Button>
        </div>
      )}
    </div>
  );
}

function ShippingAddressView({ profile, onEdit }: { profile: UserProfile; onEdit: () => void }) {
  const { t } = useTranslation('profile');
  const format = useFormat();
  const { address, postalCode, phone } = profile.shippingAddress;
  const { city, state, country } = shownPlace(profile.shippingAddress, format.locale);
  const cityLine = [city, state, postalCode].filter(Boolean).join(', ');
  const lines = [address, cityLine, country].filter(Boolean);
  return (
    <div>
      <h3 className="flex items-center gap-2 text-sm font-semibold tracking-wide text-brand-800 uppercase">
        <MapPin aria-hidden="true" className="size-4" />
        {t('shippingAddress')}
      </h3>
      {/* A country alone (the form pre-fills it) is no address yet. */}
      {address || cityLine || phone ? (
        <address className="mt-3 grid gap-0.5 text-sm text-ink not-italic">
          {lines.map((line) => (
            <span key={line}>{line}</span>
          ))}
          {phone ? <span className="mt-1 text-muted">{t('details.phone', { phone })}</span> : null}
        </address>
      ) : (
        <div className="mt-3 rounded-lg bg-canvas px-4 py-4 text-sm text-muted">
          <p>{t('details.noAddress')}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={onEdit}>
            {t('details.addAddress')}
          </Button>
        </div>
      )}
    </div>
  );
}

function ProfileSkeleton() {
  const { t } = useTranslation('profile');
  return (
    <div className="rounded-card bg-surface p-6 shadow-card ring-1 ring-line" aria-busy="true">
      <span className="sr-only">{t('details.loading')}</span>
      <div className="flex items-center gap-4">
        <Skeleton className="size-20 rounded-full" />
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-4 w-56" />
        </div>
      </div>
      <Skeleton className="mt-8 h-4 w-32" />
      <Skeleton className="mt-3 h-16 w-full" />
    </div>
  );
}
