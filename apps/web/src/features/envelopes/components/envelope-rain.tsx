import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TEnvelopeCurrent } from '@openlobby/contracts';
import '../../../styles/envelopes.css';
import { errorMessage } from '../../../lib/error-message.ts';
import { useMoney, type TCurrency } from '../../../lib/use-money.ts';
import { useRequestToken } from '../../../lib/use-request-token.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { currentRainQuery, openEnvelope, useCurrentRain } from '../api/envelopes.ts';
import { useEnvelopesPack } from '../lib/envelopes-pack.ts';
import { EnvelopeArt } from './envelope-art.tsx';

export type TEnvelopeRainProps = {
  currency: TCurrency;
  /** A logged-in real (not trial) member: only they may open one. */
  canOpen: boolean;
  loggedIn: boolean;
  /** Opens the login popup (app/ hands it over: features do not import each other). */
  onLogin: () => void;
  /** The envelope paid into the main wallet: app/ refreshes the balance. */
  onPaid: () => void;
};

/** How many decorative envelopes fall behind the one to open. */
const FALLING = 8;

/**
 * The home page's red-envelope rain (issue 17): while a rain is on, a few envelopes fall (only
 * when the visitor allows motion) and one button opens the member's envelope, once per rain; the
 * amount shows in a live region. A visitor sees a "log in to grab" hint; a trial account nothing.
 */
const EnvelopeRain = ({ currency, canOpen, loggedIn, onLogin, onPaid }: TEnvelopeRainProps) => {
  const ready = useEnvelopesPack();
  const { t } = useTranslation();
  const money = useMoney(currency);
  const { data } = useCurrentRain();
  const client = useQueryClient();
  const token = useRequestToken();
  const [closed, setClosed] = useState<number | null>(null);
  const open = useMutation({
    mutationFn: openEnvelope,
    onSuccess: (r) => {
      client.setQueryData(currentRainQuery(token).queryKey, (old: TEnvelopeCurrent | undefined) =>
        old?.rain && old.rain.id === r.rainId
          ? { rain: { ...old.rain, opened: { amountMinor: r.amountMinor } } }
          : old,
      );
      onPaid();
    },
  });
  const rain = data?.rain;
  if (!ready || !rain || closed === rain.id) return null;
  if (loggedIn && !canOpen) return null;
  const amount = (minor: string) => money(Number(minor) / 10 ** currency.decimals);

  if (!loggedIn)
    return (
      <aside className="ol-envelope-dock" aria-label={t('envelopes.title')}>
        <button type="button" className="ol-envelope-hint" onClick={onLogin} data-testid="envelope-login">
          <EnvelopeArt size={32} />
          <span>{t('envelopes.loginHint')}</span>
        </button>
      </aside>
    );

  const opened = rain.opened;
  const soldOut = !opened && rain.remainingCount === 0;
  return (
    <aside className="ol-envelope-dock" aria-label={t('envelopes.title')} data-testid="envelope-rain">
      {!opened && !soldOut && (
        <div className="ol-envelope-sky" aria-hidden="true">
          {Array.from({ length: FALLING }, (_, i) => (
            <span
              key={i}
              className="ol-envelope-drop"
              style={{ left: `${(i * 97) % 100}%`, animationDelay: `${i * 0.7}s` }}
            >
              <EnvelopeArt size={28} />
            </span>
          ))}
        </div>
      )}
      <div className="ol-envelope-card">
        <button
          type="button"
          className="ol-envelope-close"
          aria-label={t('envelopes.close')}
          onClick={() => setClosed(rain.id)}
        >
          ×
        </button>
        {opened ? (
          <p className="ol-envelope-amount" role="status" data-testid="envelope-amount">
            {t('envelopes.won', { amount: amount(opened.amountMinor) })}
          </p>
        ) : soldOut ? (
          <p role="status">{t('envelopes.soldOut')}</p>
        ) : (
          <>
            <button
              type="button"
              className="ol-envelope-button"
              data-testid="envelope-button"
              aria-label={t('envelopes.open')}
              aria-busy={open.isPending || undefined}
              disabled={open.isPending}
              onClick={() => open.mutate(rain.id)}
            >
              <EnvelopeArt />
            </button>
            <p className="ol-envelope-caption">{t('envelopes.tap')}</p>
          </>
        )}
        {open.isError && (
          <p role="alert" className="ol-envelope-error">
            {errorMessage(t, open.error)}
          </p>
        )}
        <p className="ol-envelope-fair">{t('envelopes.fair', { hash: rain.serverSeedHash.slice(0, 12) })}</p>
      </div>
    </aside>
  );
};
export default EnvelopeRain;
