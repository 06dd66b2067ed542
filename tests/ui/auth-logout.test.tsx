import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCESS_KEY } from '#src/app/shell/demo-gate.tsx';
import { DEMO_PASSWORD, demoCustomer } from '#server/db/seed/accounts.ts';
import { logInThroughApi, renderApp } from '../support/render-app.tsx';
import { apiUrl } from '../support/ui-api-url.ts';

/** What the signed-in customer's own profile call answers with this cookie. */
async function profileStatus(cookie: string, vUniqueCode: string) {
  const response = await fetch(`${apiUrl()}/api/customer/get_by_id`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ vUniqueCode }),
  });
  return response.status;
}

describe('logging out', () => {
  it('ends the server session, forgets everything the tab kept and goes to /login', async () => {
    const { cookie, data } = await logInThroughApi(demoCustomer.email, DEMO_PASSWORD);
    const code = data.vCustomerUniqueCode!;
    expect(await profileStatus(cookie, code)).toBe(200);
    sessionStorage.setItem('vCustomerUniqueCode', code);
    sessionStorage.setItem('iCustomerId', String(data.iCustomerId));
    // A booking draft and the FAQ flags go too.
    sessionStorage.setItem('bookBookingId', 'draft-booking-code');
    sessionStorage.setItem('bookingId', 'home-draft-code');
    sessionStorage.setItem('faqViewAll', 'true');

    // The toast's full two seconds: logging out does not wait for it, the assertion does.
    const { router } = renderApp('/logout', { cookie });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('You have been logged out.')).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Welcome Back' })).toBeVisible();
    expect(sessionStorage.length).toBe(0);
    expect(await profileStatus(cookie, code)).toBe(401);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Join Us' })).toBeVisible();
  });

  it('keeps the demo gate’s pass, which belongs to the tab rather than the login', async () => {
    sessionStorage.setItem(DEMO_ACCESS_KEY, 'granted');
    sessionStorage.setItem('vContractorUniqueCode', 'contractor-code');
    const { router } = renderApp('/logout', { timings: { toastMs: 50 } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(Object.keys(sessionStorage)).toEqual([DEMO_ACCESS_KEY]);
  });
});
