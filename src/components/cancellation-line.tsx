import { useEffect, useRef, useState } from 'react';
import { Text } from '@mantine/core';
import type * as english from '#shared/catalogue/en-CA/cancellation-fees.ts';
import type { Translation } from '#shared/catalogue/translation.ts';
import { useFormat } from '../i18n/use-format.ts';
import { useTexts } from '../i18n/texts.ts';
import { useHydrated } from './after-first-paint.tsx';
import type { components } from '#shared/api-schema.d.ts';
import { cancellationFeeTexts } from './cancellation-texts.ts';

type CancellationQuote = components['schemas']['CancellationQuote'];

type LineTexts = Translation<typeof english.cancellationLine>;
type Format = ReturnType<typeof useFormat>;

const MINUTE_MS = 60_000;

/** "1 day 4 h left", "3 h 12 min left", "9 min left": the time left, to the minute (rounded up). */
export function timeLeft(ms: number, texts: LineTexts, format: Format): string {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE_MS));
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  if (days > 0) return format.t(texts.LEFT_DAYS, { days, hours });
  if (hours > 0) return format.t(texts.LEFT_HOURS, { hours, minutes: minutes % 60 });
  return format.t(texts.LEFT_MINUTES, { minutes });
}

/**
 * The tier now, in words: free until when, the fee until when, or closed. The moment is the one
 * the server wrote (decision 129): the browser's time-zone data may not be the server's.
 */
export function tierWords(quote: CancellationQuote, texts: LineTexts, format: Format): string {
  const until = quote.changesAtText ?? '';
  switch (quote.kind) {
    case 'closed':
      return texts.CLOSED;
    case 'fee':
      return format.t(texts.FEE_UNTIL, { fee: format.money(quote.feeCents / 100), until });
    case 'free':
      if (quote.why === 'notAccepted') return texts.FREE_NOT_ACCEPTED;
      return quote.changesAtText ? format.t(texts.FREE_UNTIL, { until }) : texts.FREE;
  }
}

/** The clock, read again each minute (the countdown needs no finer). */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), MINUTE_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

type Props = {
  quote: CancellationQuote;
  /** Told once the tier ends, so the page reads the booking (and its new tier) again. */
  onTierEnd?: () => void;
};

/**
 * "Free cancellation until November 24, 2026 at 9:00AM MST · 1 day 4 h left": the tier now and a
 * countdown to the next, in the service address's time zone. The countdown ticks each minute
 * outside the polite live region, which holds the tier only: a screen reader hears the tier
 * change, not every tick.
 */
export function CancellationLine({ quote, onTierEnd }: Props) {
  const { cancellationLine: texts } = useTexts(cancellationFeeTexts);
  const format = useFormat();
  const now = useMinuteClock();
  // A page the server rendered (a booking's from its link, decision 159) carries the tier only:
  // the minutes left when it was rendered may not be those when the browser takes it over.
  const hydrated = useHydrated();
  const words = tierWords(quote, texts, format);
  const changesAt = quote.changesAt ? new Date(quote.changesAt).getTime() : null;
  const left = changesAt !== null && quote.why !== 'notAccepted' ? changesAt - now : null;
  const told = useRef<string | null>(null);
  useEffect(() => {
    if (left !== null && left <= 0 && told.current !== quote.changesAt) {
      told.current = quote.changesAt;
      onTierEnd?.();
    }
  }, [left, onTierEnd, quote.changesAt]);
  return (
    <Text size="sm" fw={500} data-testid="cancellation-line">
      <span aria-live="polite">{words}</span>
      {hydrated && left !== null && left > 0 ? (
        <span>
          {' · '}
          {timeLeft(left, texts, format)}
        </span>
      ) : null}
    </Text>
  );
}
