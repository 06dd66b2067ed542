import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render-app.tsx';

const HEADING = 'Thank you for your booking!';
/** Shorter than the spec's 2 seconds, long enough to see the page wait. */
const REDIRECT_MS = 300;

async function openThankYou(state?: { pagePath: string }) {
  const view = renderApp('/thank-you', { timings: { thankYouRedirectMs: REDIRECT_MS } });
  // How the payment stage arrives: with the path the booking came from in navigation state.
  if (state) await view.router.navigate('/thank-you', { state });
  await screen.findByRole('heading', { level: 1, name: HEADING });
  return view;
}

describe('the thank-you page', () => {
  it('shows the image, the heading and both descriptions from the labels', async () => {
    const { container } = await openThankYou({ pagePath: '/' });
    expect(
      screen.getByText(
        "Your cleaning is booked. We've e-mailed your confirmation with the date, time window, address and total.",
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your card is only charged once your cleaner completes the job. If your plans change, cancel before your cleaner starts and you pay nothing.',
      ),
    ).toBeInTheDocument();
    expect(container.querySelector('img[src="/images/thank-you.svg"]')).not.toBeNull();
  });

  it('waits after Continue, then returns to / with the path the booking came from', async () => {
    const { router } = await openThankYou({ pagePath: '/book-now' });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(router.state.location.pathname).toBe('/thank-you');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.state).toEqual({ pagePath: '/book-now' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'A spotless home, booked in a minute' }),
    ).toBeInTheDocument();
  });

  it('stays until Continue is pressed', async () => {
    const { router } = await openThankYou({ pagePath: '/' });
    await new Promise((resolve) => setTimeout(resolve, REDIRECT_MS * 2));
    expect(router.state.location.pathname).toBe('/thank-you');
  });

  it('still returns to / when it was opened without navigation state', async () => {
    const { router } = await openThankYou();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.state).toBeNull();
  });
});
