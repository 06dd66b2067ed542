import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useOpenedOnce } from '#src/components/use-opened-once.ts';

// The shape LazyModal and LazyCancelQuestion share (decision 155): the dialog's code starts
// loading once the page has rendered, and the dialog is mounted from its first opening on.

describe('useOpenedOnce', () => {
  it('starts the load once the page has rendered, and mounts from the first open on', () => {
    const preload = vi.fn();
    const { result, rerender } = renderHook(({ open }) => useOpenedOnce(open, preload), {
      initialProps: { open: false },
    });
    expect(preload).toHaveBeenCalledTimes(1);
    expect(result.current).toBe(false);
    rerender({ open: false });
    expect(result.current).toBe(false);
    rerender({ open: true });
    expect(result.current).toBe(true);
    // Closed again, it stays mounted (its closing transition, what it holds).
    rerender({ open: false });
    expect(result.current).toBe(true);
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('is mounted at once when the page renders it open', () => {
    const preload = vi.fn();
    const { result } = renderHook(() => useOpenedOnce(true, preload));
    expect(result.current).toBe(true);
    expect(preload).toHaveBeenCalledTimes(1);
  });
});
