import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { RescheduleRequestPanel } from '#src/features/my-bookings/components/reschedule-request-panel.tsx';
import {
  timeRequestQuery,
  type TimeRequest,
} from '#src/features/my-bookings/reschedule-ask-queries.ts';
import { createApiClient } from '#src/api/client.ts';
import { renderComponent } from '../support/render-component.tsx';
import { apiUrl } from '../support/ui-api-url.ts';

/*
 * The booking page's line about a new time asked of the cleaner (decision 125): the request is
 * put in the query cache (the API's own tests make real ones); the choices talk to the server.
 */

// A link nobody issued: the server answers the choices with its "not found" sentence.
const booking = { token: 'Zx9'.repeat(14) + 'Q' };

const asked: TimeRequest = {
  iRequestId: 7,
  vState: 'asked',
  vStart: '2026-12-10T01:00:00.000Z',
  vWhen: 'Wednesday, December 9, 2026, 6:00PM to 9:00PM',
  fTotal: 150,
  vPrice: 'Same price: $150.00',
  vCleaner: 'Emily',
  tAnswerBy: '2026-12-09T23:00:00.000Z',
  vAnswerBy: 'Wednesday, December 9, 2026 at 4:00PM',
  bChoose: false,
  bOpen: false,
};

function withRequest(request: TimeRequest) {
  return (queryClient: QueryClient) => {
    const { queryKey } = timeRequestQuery(createApiClient(apiUrl()), booking);
    queryClient.setQueryDefaults(queryKey, { staleTime: Infinity });
    queryClient.setQueryData(queryKey, request);
  };
}

/**
 * The server's refusal under the choices. Not `findByRole('alert')`: Mantine's Alert around the
 * panel is an alert too, found at once before the answer arrives (or two at once after it).
 */
function refusalShown() {
  return screen.findByText(
    (_, element) =>
      element?.tagName === 'P' &&
      element.getAttribute('role') === 'alert' &&
      (element.textContent ?? '') !== '',
  );
}

describe('the request panel', () => {
  it('says whom it waits for, by when, and the time asked', async () => {
    renderComponent(<RescheduleRequestPanel booking={booking} />, {
      prepare: withRequest(asked),
    });
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('New time asked');
    expect(status).toHaveTextContent(
      'Waiting for Emily to answer by Wednesday, December 9, 2026 at 4:00PM.',
    );
    expect(status).toHaveTextContent(
      'Asked for: Wednesday, December 9, 2026, 6:00PM to 9:00PM · Same price: $150.00',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('after a decline offers to keep the time or cancel free, asking again before cancelling', async () => {
    const user = userEvent.setup();
    renderComponent(<RescheduleRequestPanel booking={booking} />, {
      prepare: withRequest({ ...asked, vState: 'declined', bChoose: true }),
    });
    expect(
      await screen.findByText(
        'Emily cannot come on Wednesday, December 9, 2026, 6:00PM to 9:00PM. Your booking keeps its time.',
      ),
    ).toBeInTheDocument();
    // No other cleaner free then: no third choice.
    expect(
      screen.queryByRole('button', { name: 'Open the new time to other cleaners' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel free of charge' }));
    expect(
      screen.getByText('Cancel this booking free of charge? The hold on your card is released.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Keep my time' }));
    // The server refuses a link it never issued: its sentence is shown, nothing else changes.
    expect((await refusalShown()).textContent).not.toBe('');
    expect(screen.getByRole('button', { name: 'Keep my time' })).toBeInTheDocument();
  });

  it('offers to open the new time to other cleaners when one is free, naming what happens first', async () => {
    const user = userEvent.setup();
    renderComponent(<RescheduleRequestPanel booking={booking} />, {
      prepare: withRequest({ ...asked, vState: 'declined', bChoose: true, bOpen: true }),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Open the new time to other cleaners' }),
    );
    expect(
      screen.getByText(
        'Move your booking to Wednesday, December 9, 2026, 6:00PM to 9:00PM (Same price: $150.00) and open it to other cleaners? Emily is released from it at no cost to them, and we tell you as soon as another cleaner accepts. This counts as one of your two changes of time.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Keep my time' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Open the new time to other cleaners' }));
    await user.click(screen.getByRole('button', { name: 'Yes, move and open it' }));
    // The server refuses a link it never issued: its sentence is shown, the choice stays.
    expect((await refusalShown()).textContent).not.toBe('');
    expect(screen.getByRole('button', { name: 'Yes, move and open it' })).toBeInTheDocument();
  });

  it('after a lapse says the cleaner did not answer in time', async () => {
    renderComponent(<RescheduleRequestPanel booking={booking} />, {
      prepare: withRequest({ ...asked, vState: 'expired', bChoose: true }),
    });
    expect(
      await screen.findByText(
        'Emily did not answer in time for Wednesday, December 9, 2026, 6:00PM to 9:00PM. Your booking keeps its time.',
      ),
    ).toBeInTheDocument();
    expect(within(document.body).getByRole('button', { name: 'Keep my time' })).toBeEnabled();
  });
});
