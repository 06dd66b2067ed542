import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The toast (Mantine notification, role alert) that says `text`, green for a success and red for
 * an error when `kind` is given. Toasts of earlier steps may still be on screen, so this looks
 * through all of them rather than taking the first.
 */
export async function findToast(text: string, kind?: 'success' | 'error'): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    const toasts = screen.getAllByRole('alert');
    found = toasts.find((toast) => toast.textContent?.includes(text));
    const shown = toasts.map((toast) => toast.textContent).join(' | ');
    expect(found, `a toast saying "${text}" among: ${shown}`).toBeDefined();
  });
  const toast = found!;
  if (kind) {
    const colour = kind === 'success' ? 'green' : 'red';
    expect(toast.getAttribute('style')).toContain(`--mantine-color-${colour}-filled`);
  }
  return toast;
}
