import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoCustomer, demoOperator } from '#server/db/seed/accounts.ts';
import { renderApp } from '../support/render-app.tsx';
import { actAs, postToApi, signInAs, type SignedIn } from '../support/ui-accounts.ts';

// The console's blog comments against the real server (issue 38). The comment hidden here is the
// test's own, on a post no other UI test counts the comments of.

const POST_SLUG = 'road-salt-stains-floors-carpets-boots';

type PublicComment = { iCommentId: number; vComment: string };

let operator: SignedIn;
let blogId: number;
let commentId: number;
let marker: string;
beforeAll(async () => {
  const customer = await signInAs(demoCustomer.email, DEMO_PASSWORD);
  const blog = await postToApi<{ iBlogId: number }>('/api/blog/get_by_id', { vSlug: POST_SLUG });
  blogId = blog.body.data!.iBlogId;
  marker = `saltline${Date.now()}`;
  const written = await postToApi<PublicComment>(
    '/api/comment/create',
    {
      iBlogId: blogId,
      vComment: `Warm water and a splash of vinegar lifted the ${marker} off my boots in one go.`,
    },
    { cookie: customer.cookie },
  );
  if (written.status !== 200) throw new Error(`comment not written: ${written.body.message}`);
  commentId = written.body.data!.iCommentId;
  operator = await signInAs(demoOperator.email, DEMO_PASSWORD);
});

async function publicCommentIds() {
  const answer = await postToApi<PublicComment[]>('/api/comment/get_all_data', { iBlogId: blogId });
  return answer.body.data?.map((comment) => comment.iCommentId) ?? [];
}

describe('/admin/content/comments', () => {
  it('hides a comment from the blog when the operator presses Hide and gives a reason, and the audit log keeps it', async () => {
    expect(await publicCommentIds()).toContain(commentId);
    actAs(operator);
    renderApp(`/admin/content/comments?text=${marker}`, { cookie: operator.cookie });
    await screen.findByRole('heading', { level: 1, name: 'Content' });
    expect(screen.getByRole('tab', { name: 'Comments' })).toHaveAttribute('aria-selected', 'true');
    const author = `${demoCustomer.firstName} ${demoCustomer.lastName}`;

    await userEvent.click(
      await screen.findByRole('button', { name: `Hide the comment by ${author}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Hide this comment?' });
    expect(dialog).toHaveTextContent(
      'It leaves the blog post and its comment count at once. You can show it again later.',
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Reason/ }),
      'Test of the console.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));

    expect(await screen.findByText('The comment is hidden from the blog.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Hide this comment?' })).toBeNull(),
    );
    expect(
      await screen.findByRole('button', { name: `Show the comment by ${author}` }),
    ).toBeInTheDocument();
    expect(screen.getByText('Reason: Test of the console.')).toBeInTheDocument();
    expect(await publicCommentIds()).not.toContain(commentId);
    const log = await postToApi<{ items: { action: string }[] }>(
      '/api/admin/audit-log/list',
      { subjectType: 'comment', subjectId: String(commentId) },
      { cookie: operator.cookie },
    );
    expect(log.body.data?.items.map((entry) => entry.action)).toEqual(['comment.hide']);
  });

  it('filters by visibility: Shown leaves the hidden comment out, Hidden keeps it, Clear empties the filters', async () => {
    actAs(operator);
    renderApp(`/admin/content/comments?text=${marker}`, { cookie: operator.cookie });
    const author = `${demoCustomer.firstName} ${demoCustomer.lastName}`;
    const show = `Show the comment by ${author}`;
    expect(await screen.findByRole('button', { name: show })).toBeInTheDocument();
    const filters = () => screen.getByRole('form', { name: 'Filters' });
    const choose = async (option: string) => {
      await userEvent.click(within(filters()).getByRole('combobox', { name: 'Shown' }));
      await userEvent.click(await screen.findByRole('option', { name: option }));
      await userEvent.click(within(filters()).getByRole('button', { name: 'Apply' }));
    };
    const search = () =>
      within(filters()).getByRole('textbox', { name: 'Author, comment or post' });

    await choose('Shown');
    expect(await screen.findByText('No comments match these filters.')).toBeInTheDocument();
    expect(search()).toHaveValue(marker);

    await choose('Hidden');
    expect(await screen.findByRole('button', { name: show })).toBeInTheDocument();

    await userEvent.click(within(filters()).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(search()).toHaveValue(''));
    expect(within(filters()).getByRole('combobox', { name: 'Shown' })).toHaveValue('Any');
  });
});
