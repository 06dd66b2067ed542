import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoContractorEmail } from '#server/db/seed/accounts.ts';
import { dashboardLabels } from '#shared/catalogue/en-CA/dashboard.ts';
import { dashboardCommonTexts } from '#shared/catalogue/en-CA/account.ts';
import { PausedNotice } from '#src/components/paused-notice.tsx';
import { OWN_PROFILE_KEY, type ContractorProfile } from '#src/session/own-profile.ts';
import { renderComponent } from '../support/render-component.tsx';
import { actAs, postToApi, signInAs, type SignedIn } from '../support/ui-accounts.ts';

// Decision 167: the notice's alert and its texts load only for a paused cleaner. The pause itself
// is the console's (tests/ui/admin-people.test.tsx); here the cleaner's own profile says it.

let cleaner: SignedIn;
let profile: ContractorProfile;
beforeAll(async () => {
  cleaner = await signInAs(demoContractorEmail('Winnipeg'), DEMO_PASSWORD);
  const read = await postToApi<ContractorProfile>(
    '/api/contractor/get_by_id',
    { vUniqueCode: cleaner.codes.vContractorUniqueCode },
    { cookie: cleaner.cookie },
  );
  if (!read.body.data) throw new Error(`no profile: ${read.body.message}`);
  profile = read.body.data;
});

function renderWith(bPaused: boolean) {
  actAs(cleaner);
  return renderComponent(<PausedNotice />, {
    cookie: cleaner.cookie,
    prepare: (queryClient) => {
      // The server's answer would say the demo cleaner is not paused: the cached one stands.
      queryClient.setQueryDefaults([OWN_PROFILE_KEY], { staleTime: Infinity });
      queryClient.setQueryData(
        [OWN_PROFILE_KEY, 'contractor', cleaner.codes.vContractorUniqueCode],
        {
          role: 'contractor',
          profile: { ...profile, bPaused },
        },
      );
    },
  });
}

describe('PausedNotice', () => {
  it('tells a paused cleaner, with a link to ask us', async () => {
    renderWith(true);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(dashboardLabels.PAUSED_HEADING);
    expect(alert).toHaveTextContent(dashboardLabels.PAUSED_TEXT);
    expect(
      screen.getByRole('link', { name: dashboardCommonTexts.PAUSED_QUESTIONS }),
    ).toHaveAttribute('href', '/contact-us');
  });

  it('shows nothing to a cleaner who is not paused', async () => {
    renderWith(false);
    // The cached profile is read at once: nothing is drawn, now or once the alert's code could
    // have arrived.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(dashboardLabels.PAUSED_HEADING)).toBeNull();
  });
});
