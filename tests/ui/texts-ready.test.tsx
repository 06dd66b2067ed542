import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { defineTexts, useTexts, useTextsReady, type Texts } from '#src/i18n/texts.ts';

// Decision 169: a layout waits for its texts with a loading state of its own, not a Suspense
// fallback, since React reveals what follows a fallback no sooner than 300 ms after it showed.

type Words = { GREETING: string };

function controlledTexts(name: string) {
  const loads: { resolve: (words: Words) => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<Words>((resolve, reject) => {
        loads.push({ resolve, reject });
      }),
  );
  return { texts: defineTexts<Words>(name, load, load), load, loads };
}

function Greeting({ texts }: { texts: Texts<Words> }) {
  return <p>{useTexts(texts).GREETING}</p>;
}

function Gate({ texts }: { texts: Texts<Words> }) {
  const ready = useTextsReady([texts] as Texts<unknown>[]);
  return ready ? <Greeting texts={texts} /> : <p>Loading the frame</p>;
}

describe('useTextsReady', () => {
  it('shows its own loading state, never the Suspense fallback, until the texts are in', async () => {
    const { texts, load, loads } = controlledTexts('texts-ready-first');
    const fallback = vi.fn(() => <p>Fallback</p>);
    const Fallback = () => fallback();
    render(
      <Suspense fallback={<Fallback />}>
        <Gate texts={texts} />
      </Suspense>,
    );
    expect(screen.getByText('Loading the frame')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    loads[0]?.resolve({ GREETING: 'Welcome back' });
    expect(await screen.findByText('Welcome back')).toBeInTheDocument();
    expect(fallback).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets a module that failed be asked for again by the part that reads it', async () => {
    const { texts, load, loads } = controlledTexts('texts-ready-failed');
    render(
      <Suspense fallback={<p>Fallback</p>}>
        <Gate texts={texts} />
      </Suspense>,
    );
    loads[0]?.reject(new Error('chunk failed'));
    // The gate opens; the greeting's own useTexts suspends on a second request.
    expect(await screen.findByText('Fallback')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    loads[1]?.resolve({ GREETING: 'Welcome back' });
    expect(await screen.findByText('Welcome back')).toBeInTheDocument();
  });
});
