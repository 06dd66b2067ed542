import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { components } from '#shared/api-schema.d.ts';
import { CancellationLine } from '#src/components/cancellation-line.tsx';
import { renderComponent } from '../support/render-component.tsx';

// Issue 42, decision 129: the booking page's cancellation line writes the moment the server wrote,
// never one of its own: the browser's time-zone data may differ from the server's, which placed
// the booking's start (Chromium here wrote Calgary's November as MDT where the server said MST).

type CancellationQuote = components['schemas']['CancellationQuote'];

const HOUR_MS = 60 * 60 * 1000;

function quoteEndingIn(ms: number, changes: Partial<CancellationQuote>): CancellationQuote {
  return {
    kind: 'free',
    why: 'earlyEnough',
    feeCents: 0,
    feeTaxCents: 0,
    taxName: 'GST',
    changesAt: new Date(Date.now() + ms).toISOString(),
    // Deliberately not what the browser would write for changesAt: the line must say this.
    changesAtText: 'the server’s moment',
    timeZone: 'America/Edmonton',
    policyVersion: 1,
    ...changes,
  };
}

describe('the cancellation line', () => {
  it('says until when cancelling is free in the words the server wrote, with the time left', async () => {
    renderComponent(<CancellationLine quote={quoteEndingIn(28 * HOUR_MS + 60_000, {})} />);
    const line = await screen.findByTestId('cancellation-line');
    expect(line).toHaveTextContent('Free cancellation until the server’s moment · 1 day 4 h left');
  });

  it('says the fee and until when it holds, in French too', async () => {
    renderComponent(
      <CancellationLine
        quote={quoteEndingIn(90 * 60_000, {
          kind: 'fee',
          why: null,
          feeCents: 4200,
          feeTaxCents: 200,
          changesAtText: '24 novembre 2026 à 16 h HNR',
        })}
      />,
      { locale: 'fr-CA' },
    );
    const line = await screen.findByTestId('cancellation-line');
    expect(line.textContent?.replace(/\s/g, ' ')).toBe(
      'Annuler maintenant coûte 42,00 $ (taxes comprises) jusqu’au 24 novembre 2026 à 16 h HNR · encore 1 h 30 min',
    );
  });

  it('says only that it is free when the server wrote no moment ahead', async () => {
    renderComponent(
      <CancellationLine quote={quoteEndingIn(HOUR_MS, { changesAt: null, changesAtText: null })} />,
    );
    const line = await screen.findByTestId('cancellation-line');
    expect(line).not.toHaveTextContent('until');
    expect(line).not.toHaveTextContent('left');
  });
});
