import { screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { PAGE_SHELL_ID } from '#shared/server-render-contract.ts';
import { renderApp } from '../support/render-app.tsx';

// The booking page's code does not arrive (a network that drops the chunk): its route's error
// screen stands in for it, and the server's static shell of it goes (decision 156).
vi.mock('#src/app/booking-link-screen.tsx', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

it('goes for the error screen when the page’s code fails to load', async () => {
  const shell = document.createElement('div');
  shell.id = PAGE_SHELL_ID;
  document.body.prepend(shell);
  sessionStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  renderApp(`/booking-link/${'x'.repeat(43)}`);
  expect(document.getElementById(PAGE_SHELL_ID)).not.toBeNull();
  await screen.findByRole(
    'heading',
    { level: 1, name: 'This page could not be loaded.' },
    { timeout: 10_000 },
  );
  expect(document.getElementById(PAGE_SHELL_ID)).toBeNull();
});
