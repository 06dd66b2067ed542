import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoOperator } from '#server/db/seed/accounts.ts';
import { renderApp } from '../support/render-app.tsx';
import { actAs, postToApi, signInAs, type SignedIn } from '../support/ui-accounts.ts';

// The console's content in English and French side by side (decision 106), against the real
// server. Nothing here changes what other UI tests read: the one save tried is refused.

let operator: SignedIn;
beforeAll(async () => {
  operator = await signInAs(demoOperator.email, DEMO_PASSWORD);
});

function open(path: string) {
  actAs(operator);
  return renderApp(path, { cookie: operator.cookie });
}

describe('/admin/content', () => {
  it('opens an FAQ entry with its English and French side by side, the French as seeded', async () => {
    open('/admin/content');
    await screen.findByRole('heading', { level: 1, name: 'Content' });
    await screen.findByTestId('missing-french-count');
    const [edit] = await screen.findAllByRole('button', { name: 'Edit' });
    await userEvent.click(edit!);
    const dialog = await screen.findByRole('dialog', { name: 'Edit FAQ entry' });
    // Each text is headed English then French: the question's, then the answer's.
    expect(within(dialog).getAllByText('English')).toHaveLength(2);
    expect(within(dialog).getAllByText('French')).toHaveLength(2);
    const question = within(dialog).getByRole('textbox', { name: 'Question' });
    const french = within(dialog).getByRole('textbox', { name: /^Question in French/ });
    expect((question as HTMLInputElement).value).not.toBe('');
    expect((french as HTMLInputElement).value).toMatch(/\u00a0\?$/);
    expect(within(dialog).getByRole('textbox', { name: 'Answer in French' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('/admin/content/labels', () => {
  it('counts and filters the labels missing French, and refuses a French text that is not a message', async () => {
    // Every label is seeded in French: one loses its French for the test, as an operator may
    // remove it, and gets it back at the end.
    type Listed = { items: { id: number; text: string; textFr: string }[] };
    const found = await postToApi<Listed>(
      '/api/admin/labels/list',
      { text: 'Read More' },
      { cookie: operator.cookie },
    );
    const readMore = found.body.data?.items[0];
    if (!readMore) throw new Error('no Read More label');
    const save = (textFr: string) =>
      postToApi(
        '/api/admin/labels/save',
        { id: readMore.id, text: readMore.text, textFr },
        { cookie: operator.cookie },
      );
    await save('');
    try {
      await missingFrenchFiltered(readMore.id);
    } finally {
      await save(readMore.textFr);
    }
  });
});

async function missingFrenchFiltered(labelId: number) {
  {
    open('/admin/content/labels');
    await screen.findByRole('tab', { name: 'Labels', selected: true });
    const count = await screen.findByTestId('missing-french-count');
    expect(count.textContent).toMatch(/^[\d,\s\u00a0]+ texts? missing French$/);

    const only = screen.getByRole('checkbox', { name: 'Only what is missing French' });
    await userEvent.click(only);
    await waitFor(() => expect(only).toBeChecked());
    await waitFor(() => expect(screen.getAllByText('Missing French').length).toBeGreaterThan(0));
    // Every row listed lacks its French: as many badges as Edit buttons.
    const edits = screen.getAllByRole('button', { name: 'Edit' });
    expect(screen.getAllByText('Missing French')).toHaveLength(edits.length);

    const [edit] = edits;
    await userEvent.click(edit!);
    const dialog = await screen.findByRole('dialog', { name: /^Edit label / });
    const english = within(dialog).getByRole('textbox', { name: 'Text' });
    const before = (english as HTMLTextAreaElement).value;
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Text in French/ }),
      'Bonjour {{nom',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The French text is not a well-formed message: check its braces, e.g. {name}.',
    );
    const listed = await postToApi<{ items: { id: number; text: string; textFr: string }[] }>(
      '/api/admin/labels/list',
      { text: before.slice(0, 60) },
      { cookie: operator.cookie },
    );
    // The refused French was not saved.
    expect(listed.body.data?.items.find((label) => label.id === labelId)?.textFr).toBe('');
  }
}
