import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, demoContractorEmail, demoOperator } from '#server/db/seed/accounts.ts';
import { renderApp } from '../support/render-app.tsx';
import { actAs, postToApi, signInAs, type SignedIn } from '../support/ui-accounts.ts';

// The console's tax parts against the real server (decision 135): a cleaner's tax details,
// masked, on their page, and the annual report's download. Only Winnipeg's demo cleaner's tax
// details are written here, which no other UI test reads.

const CITY = 'Winnipeg';
let operator: SignedIn;
beforeAll(async () => {
  operator = await signInAs(demoOperator.email, DEMO_PASSWORD);
});

function open(path: string) {
  actAs(operator);
  return renderApp(path, { cookie: operator.cookie, timings: { toastMs: 50 } });
}

describe('/admin/cleaners/:id', () => {
  it("shows the cleaner's tax details masked, and says the view is audited", async () => {
    const cleaner = await signInAs(demoContractorEmail(CITY), DEMO_PASSWORD);
    const saved = await postToApi(
      '/api/contractor/save_tax_details',
      {
        vLegalName: 'Gabriel Bouchard',
        vStreet: '100 Main St',
        vCity: 'Winnipeg',
        vProvince: 'MB',
        vPostalCode: 'R3C 1A3',
        dBirthDate: '1985-06-01',
        vNumberKind: 'sin',
        vNumber: '046454286',
        vGstHstNumber: '123456782 RT0001',
      },
      { cookie: cleaner.cookie },
    );
    expect(saved.status, saved.body.message).toBe(200);
    const cleaners = await postToApi<{ items: { id: number }[] }>(
      '/api/admin/cleaners/list',
      { text: demoContractorEmail(CITY) },
      { cookie: operator.cookie },
    );
    open(`/admin/cleaners/${cleaners.body.data?.items[0]?.id}`);

    const section = await screen.findByRole(
      'region',
      { name: 'Tax details for reporting' },
      { timeout: 10_000 },
    );
    expect(
      within(section).getByText('Opening this page is written to the audit log.'),
    ).toBeVisible();
    expect(await within(section).findByText('Gabriel Bouchard')).toBeVisible();
    expect(within(section).getByText('Winnipeg, MB')).toBeVisible();
    expect(within(section).getByText('1985')).toBeVisible();
    expect(within(section).getByText('SIN ••• ••• 286')).toBeVisible();
    expect(within(section).getByRole('row', { name: 'GST/HST registered Yes' })).toBeVisible();
    expect(section).not.toHaveTextContent('046');
  });
});

describe('/admin/tax-reporting', () => {
  it("downloads the chosen year's DPI XML report", async () => {
    const saved: { file: Blob; name: string }[] = [];
    let pending: Blob | null = null;
    // jsdom has no object URLs and does not follow a link's download: both are caught here.
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: (file: Blob) => {
        pending = file;
        return 'blob:report';
      },
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      if (pending) saved.push({ file: pending, name: this.download });
      pending = null;
    });

    open('/admin/tax-reporting');
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'Annual tax report' },
      { timeout: 10_000 },
    );
    expect(heading).toBeVisible();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Calendar year' }), '2025');
    await userEvent.click(screen.getByRole('button', { name: 'Download the report' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('mapleshine-dpi-2025.xml');
    expect(await saved[0]?.file.text()).toContain('<dpi:ReportingPeriod>2025-12-31<');
  });
});
