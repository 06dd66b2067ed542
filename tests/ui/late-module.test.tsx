import { Suspense } from 'react';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lateComponent, lateModule } from '#src/components/late-module.ts';
import { useLateModule } from '#src/components/use-late-module.ts';

// The shape the job list's tabs, the shell's greeting, the plan visits' parts and the booking
// page's facts share (decisions 167 and 168): code a screen needs only after its first paint.

type Parts = { name: string };

/** A fetch the test settles by hand. */
function controlledFetch() {
  const settlers: { resolve: (parts: Parts) => void; reject: (error: Error) => void }[] = [];
  const fetchParts = vi.fn(
    () =>
      new Promise<Parts>((resolve, reject) => {
        settlers.push({ resolve, reject });
      }),
  );
  return { fetchParts, settlers };
}

describe('lateModule', () => {
  it('fetches once for every caller, and keeps the module once it is in', async () => {
    const { fetchParts, settlers } = controlledFetch();
    const late = lateModule(fetchParts);
    expect(late.loaded()).toBeUndefined();
    const first = late.load();
    const second = late.load();
    expect(fetchParts).toHaveBeenCalledTimes(1);
    const parts = { name: 'tabs' };
    settlers[0]?.resolve(parts);
    await expect(first).resolves.toBe(parts);
    await expect(second).resolves.toBe(parts);
    expect(late.loaded()).toBe(parts);
    await late.load();
    expect(fetchParts).toHaveBeenCalledTimes(1);
  });

  it('fetches again after a failure', async () => {
    const { fetchParts, settlers } = controlledFetch();
    const late = lateModule(fetchParts);
    const failed = late.load();
    settlers[0]?.reject(new Error('offline'));
    await expect(failed).rejects.toThrow('offline');
    expect(late.loaded()).toBeUndefined();
    const again = late.load();
    expect(fetchParts).toHaveBeenCalledTimes(2);
    settlers[1]?.resolve({ name: 'tabs' });
    await expect(again).resolves.toEqual({ name: 'tabs' });
  });

  it('passes a repeated failure on as it was when it names no address to ask again under', async () => {
    // Safari's words for a failed module fetch name no address; another origin's is not asked.
    for (const message of [
      'Importing a module script failed.',
      'Failed to fetch dynamically imported module: https://elsewhere.example/assets/a.js',
    ]) {
      const failure = new TypeError(message);
      const late = lateModule(() => Promise.reject(failure));
      await expect(late.load()).rejects.toBe(failure);
      await expect(late.load()).rejects.toBe(failure);
    }
  });

  it('preloads without reporting a failure, which the next ask fetches again', async () => {
    const { fetchParts, settlers } = controlledFetch();
    const late = lateModule(fetchParts);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      late.preload();
      late.preload();
      expect(fetchParts).toHaveBeenCalledTimes(1);
      settlers[0]?.reject(new Error('offline'));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
      const again = late.load();
      expect(fetchParts).toHaveBeenCalledTimes(2);
      settlers[1]?.resolve({ name: 'tabs' });
      await expect(again).resolves.toEqual({ name: 'tabs' });
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});

describe('lateComponent', () => {
  it('asks again when first drawn after a preload that failed, and draws the part', async () => {
    const { fetchParts, settlers } = controlledFetch();
    const late = lateModule(fetchParts);
    const Part = lateComponent(
      late,
      (parts) =>
        function NamedPart({ greeting }: { greeting: string }) {
          return (
            <p>
              {greeting}, {parts.name}
            </p>
          );
        },
    );
    // The page's preload, on a connection that dropped it.
    const preload = late.load();
    settlers[0]?.reject(new Error('offline'));
    await expect(preload).rejects.toThrow('offline');

    render(
      <Suspense fallback={<p>arriving</p>}>
        <Part greeting="Hello" />
      </Suspense>,
    );
    expect(screen.getByText('arriving')).toBeInTheDocument();
    expect(fetchParts).toHaveBeenCalledTimes(2);
    await act(async () => {
      settlers[1]?.resolve({ name: 'dialog' });
      await Promise.resolve();
    });
    expect(await screen.findByText('Hello, dialog')).toBeInTheDocument();
  });
});

describe('useLateModule', () => {
  it('is pending until the module is in, then hands it over', async () => {
    const { fetchParts, settlers } = controlledFetch();
    const late = lateModule(fetchParts);
    const { result } = renderHook(() => useLateModule(late));
    expect(result.current).toEqual({ module: undefined, pending: true, failure: undefined });
    expect(fetchParts).toHaveBeenCalledTimes(1);
    act(() => settlers[0]?.resolve({ name: 'tabs' }));
    await waitFor(() =>
      expect(result.current).toEqual({
        module: { name: 'tabs' },
        pending: false,
        failure: undefined,
      }),
    );
  });

  it('draws at once with a module already in, without fetching it again', async () => {
    const { fetchParts, settlers } = controlledFetch();
    const late = lateModule(fetchParts);
    const loading = late.load();
    settlers[0]?.resolve({ name: 'tabs' });
    await loading;
    const { result } = renderHook(() => useLateModule(late));
    expect(result.current.module).toEqual({ name: 'tabs' });
    expect(fetchParts).toHaveBeenCalledTimes(1);
  });

  it('asks for nothing while not needed, and starts when needed', async () => {
    const { fetchParts, settlers } = controlledFetch();
    const late = lateModule(fetchParts);
    const { result, rerender } = renderHook(({ needed }) => useLateModule(late, needed), {
      initialProps: { needed: false },
    });
    expect(result.current.pending).toBe(false);
    expect(fetchParts).not.toHaveBeenCalled();
    rerender({ needed: true });
    expect(result.current.pending).toBe(true);
    expect(fetchParts).toHaveBeenCalledTimes(1);
    act(() => settlers[0]?.resolve({ name: 'plan parts' }));
    await waitFor(() => expect(result.current.module).toEqual({ name: 'plan parts' }));
  });

  it('reports a failure with its error, and is no longer pending', async () => {
    const { fetchParts, settlers } = controlledFetch();
    const late = lateModule(fetchParts);
    const { result } = renderHook(() => useLateModule(late));
    const error = new Error('chunk missing');
    act(() => settlers[0]?.reject(error));
    await waitFor(() => expect(result.current.failure).toEqual({ error }));
    expect(result.current.pending).toBe(false);
    expect(result.current.module).toBeUndefined();
  });
});

describe('useLateModule handed another module', () => {
  it('asks for the new one rather than keeping the first (the parts in another language)', async () => {
    const english = controlledFetch();
    const french = controlledFetch();
    const inEnglish = lateModule(english.fetchParts);
    const inFrench = lateModule(french.fetchParts);
    const { result, rerender } = renderHook(({ late }) => useLateModule(late), {
      initialProps: { late: inEnglish },
    });
    act(() => english.settlers[0]?.resolve({ name: 'en' }));
    await waitFor(() => expect(result.current.module).toEqual({ name: 'en' }));
    rerender({ late: inFrench });
    expect(result.current).toEqual({ module: undefined, pending: true, failure: undefined });
    expect(french.fetchParts).toHaveBeenCalledTimes(1);
    act(() => french.settlers[0]?.resolve({ name: 'fr' }));
    await waitFor(() => expect(result.current.module).toEqual({ name: 'fr' }));
  });
});
