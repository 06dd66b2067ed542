import { useSyncExternalStore } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UseQueryResult } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminPeopleTexts } from '#src/features/console/components/console-texts.ts';
import type { ListPage } from '#src/features/console/components/paged-list.tsx';
import { ContentList } from '#src/features/console/content/components/content-list.tsx';
import {
  FaqEditor,
  type AdminFaq,
  type FaqInput,
} from '#src/features/console/content/components/faq-editor.tsx';
import { translationTexts } from '#src/features/console/content/translation-texts.ts';
import { loadTexts } from '#src/i18n/texts.ts';
import { renderComponent } from '../support/render-component.tsx';

// A content list keeps its page on screen while it asks for it again (keepPreviousData): after a
// save, Edit may open on the row as it was. The editor must show the saved text once the fresh
// page arrives, or a second Save writes the old text back.

const OLD = 'How do I book?';
const SAVED = 'How do I book a cleaning?';

function faq(question: string): AdminFaq {
  return {
    id: 7,
    question,
    answer: 'Online.',
    questionFr: 'Comment réserver\u00a0?',
    answerFr: 'En ligne.',
    missingFrench: false,
    audience: 'Customer',
    serviceId: null,
    serviceName: null,
    sortOrder: 0,
    published: true,
  };
}

/** The list's page, as a query would hold it: replaced when the test says the fresh one came. */
function listStore(first: AdminFaq[]) {
  let page: ListPage<AdminFaq> = { items: first, total: first.length, page: 1, perPage: 20 };
  const listeners = new Set<() => void>();
  return {
    arrive(items: AdminFaq[]) {
      page = { ...page, items };
      act(() => listeners.forEach((listener) => listener()));
    },
    useRows() {
      const data = useSyncExternalStore(
        (listener) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
        () => page,
      );
      return { data, isPending: false, error: null } as UseQueryResult<ListPage<AdminFaq>>;
    },
  };
}

function renderFaqs(list: ReturnType<typeof listStore>, saved: FaqInput[]) {
  renderComponent(
    <ContentList<AdminFaq>
      newLabel="New FAQ entry"
      listLabel="FAQ"
      columns={[{ header: 'Question', cell: (row) => row.question }]}
      useRows={list.useRows}
      turnPublished={() => Promise.resolve('Saved.')}
      editor={(editing, close) => (
        <FaqEditor
          entry={editing}
          services={[]}
          onSave={(input) => {
            saved.push(input);
            return Promise.resolve('Saved.');
          }}
          onClose={close}
        />
      )}
    />,
  );
}

async function openEditor() {
  await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit FAQ entry' });
  return {
    dialog,
    question: within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Question' }),
  };
}

describe('a content editor opened while its list still shows the page from before a save', () => {
  beforeAll(async () => {
    await Promise.all([loadTexts(adminPeopleTexts, 'en-CA'), loadTexts(translationTexts, 'en-CA')]);
  });

  it('shows the saved text once the fresh page arrives', async () => {
    const list = listStore([faq(OLD)]);
    const saved: FaqInput[] = [];
    renderFaqs(list, saved);

    const first = await openEditor();
    await userEvent.clear(first.question);
    await userEvent.type(first.question, SAVED);
    await userEvent.click(within(first.dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saved.map((input) => input.question)).toEqual([SAVED]);

    // The list has not answered again yet: Edit opens on the row as it was.
    const second = await openEditor();
    expect(second.question.value).toBe(OLD);
    list.arrive([faq(SAVED)]);
    await waitFor(() => expect(second.question.value).toBe(SAVED));

    // Saved again untouched, the entry keeps the text saved first.
    await userEvent.click(within(second.dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved.map((input) => input.question)).toEqual([SAVED, SAVED]));
  });

  it('keeps what the operator has begun to type when the fresh page arrives', async () => {
    const list = listStore([faq(OLD)]);
    renderFaqs(list, []);
    const { question } = await openEditor();
    await userEvent.type(question, ' Today?');
    list.arrive([faq(SAVED)]);
    // The fresh row is in the list…
    await screen.findByText(SAVED);
    // …and the dialog still holds what was typed.
    expect(question.value).toBe(`${OLD} Today?`);
  });
});
