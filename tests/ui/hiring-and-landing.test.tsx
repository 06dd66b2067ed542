import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { blogSeed } from '#server/db/seed/blog.ts';
import { labelSeed } from '#server/db/seed/labels.ts';
import { renderApp } from '../support/render-app.tsx';

const cities = [
  ['edmonton', 'Edmonton'],
  ['calgary', 'Calgary'],
  ['lower-mainland', 'the Lower Mainland'],
  ['winnipeg', 'Winnipeg'],
  ['ottawa', 'Ottawa'],
  ['toronto', 'Toronto'],
  ['mississauga', 'Mississauga'],
  ['brampton', 'Brampton'],
] as const;

describe('a city hiring page', () => {
  it.each(cities)('/house-cleaner-jobs-%s names the city and the pay facts', async (slug, city) => {
    renderApp(`/house-cleaner-jobs-${slug}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: `House Cleaner Jobs in ${city}` }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        `Earn up to $30 per hour cleaning homes in ${city}, and get paid within 48 hours of each completed shift.`,
      ),
    ).toBeInTheDocument();
  });

  it('shows the overview from the page content, six why-join cards and Apply Now buttons', async () => {
    renderApp('/house-cleaner-jobs-winnipeg');
    const overview = await screen.findByRole('region', { name: 'Job Overview' });
    expect(
      await within(overview).findByRole('heading', {
        level: 2,
        name: 'Why join MapleShine in Winnipeg',
      }),
    ).toBeInTheDocument();
    expect(
      within(overview).getByText(/Osborne Village, Wolseley, River Heights/),
    ).toBeInTheDocument();

    const why = screen.getByRole('region', { name: 'Why Clean with MapleShine in Winnipeg' });
    const cards = within(why).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Earn up to $30 per hour',
      'Paid within 48 hours',
      'Choose your own jobs',
      'Work close to home',
      'No cash, no invoices',
      'All the details up front',
    ]);
    expect(
      within(why).getByText(
        'You are paid within 48 hours of each completed shift, so you never wait for a monthly pay run.',
      ),
    ).toBeInTheDocument();

    const applyButtons = screen.getAllByRole('link', { name: 'Apply Now' });
    expect(applyButtons.length).toBeGreaterThanOrEqual(2);
    for (const button of applyButtons) {
      expect(button).toHaveAttribute('href', '/contractor-application');
    }
  });
});

describe('the Edmonton landing page', () => {
  const labels = labelSeed['move-out-in-cleaning-edmonton']!;

  it('shows every section of the spec in order, each Book Now leading to /book-now', async () => {
    renderApp('/move-out-in-cleaning-edmonton');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Move-In and Move-Out Cleaning in Edmonton',
      }),
    ).toBeInTheDocument();
    const sections = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    const order = [
      labels.ABOUT_HEADING,
      labels.WHY_US_HEADING,
      labels.CHECKLIST_HEADING,
      labels.COMMITMENT_HEADING,
      labels.TESTIMONIALS_HEADING,
      labels.BLOGS_HEADING,
      labels.FAQ_HEADING,
      labels.CLOSING_HEADING,
    ];
    expect(sections.filter((text) => order.includes(text ?? ''))).toEqual(order);

    const bookNow = within(screen.getByRole('main')).getAllByRole('link', { name: 'Book Now' });
    expect(bookNow).toHaveLength(2);
    for (const link of bookNow) expect(link).toHaveAttribute('href', '/book-now');
  });

  it('lists the checklist and the four commitments', async () => {
    renderApp('/move-out-in-cleaning-edmonton');
    const checklist = await screen.findByRole('region', { name: labels.CHECKLIST_HEADING });
    expect(
      within(checklist)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Full kitchen clean',
      'Deep bathroom sanitization',
      'Baseboards, switches, doors, vents and walls',
      'Interior windows',
      'Dusting of all surfaces',
      'Floors vacuumed and mopped',
      'Spot cleaning',
    ]);
    const commitment = screen.getByRole('region', { name: labels.COMMITMENT_HEADING });
    expect(
      within(commitment)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      '24/7 Service',
      'One-Time Solution',
      'Professional and Vetted',
      'Transparent Pricing',
    ]);
  });

  it("slides Edmonton's own testimonials from the server, with a pause button", async () => {
    renderApp('/move-out-in-cleaning-edmonton');
    const section = await screen.findByRole('region', { name: labels.TESTIMONIALS_HEADING });
    const carousel = await within(section).findByRole('region', {
      name: 'Customer testimonials',
    });
    expect(within(carousel).getByText('Priya N.')).toBeInTheDocument();
    expect(within(carousel).getByText('Leila J.')).toBeInTheDocument();
    // What Edmonton customers say: no Calgary or Lower Mainland review among them.
    const slides = within(carousel).getAllByRole('group');
    expect(slides.length).toBeGreaterThanOrEqual(2);
    for (const slide of slides) expect(slide).toHaveTextContent('· Edmonton');
    expect(within(carousel).queryByText('Dylan M.')).toBeNull();
    expect(within(carousel).queryByText('Grace L.')).toBeNull();
    expect(within(section).getByRole('button', { name: 'Pause testimonials' })).toBeInTheDocument();
  });

  it('shows the three newest posts', async () => {
    renderApp('/move-out-in-cleaning-edmonton');
    const section = await screen.findByRole('region', { name: labels.BLOGS_HEADING });
    const newest = [...blogSeed].sort((a, b) => b.addedOn.localeCompare(a.addedOn)).slice(0, 3);
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(3));
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(newest.map((post) => post.title));
  });

  it('answers four questions with the same text, the first one open', async () => {
    renderApp('/move-out-in-cleaning-edmonton');
    const faq = await screen.findByRole('region', { name: labels.FAQ_HEADING });
    const questions = within(faq).getAllByRole('button');
    expect(questions.map((question) => question.textContent)).toEqual([
      labels.FAQ_1_QUESTION,
      labels.FAQ_2_QUESTION,
      labels.FAQ_3_QUESTION,
      labels.FAQ_4_QUESTION,
    ]);
    expect(questions[0]).toHaveAttribute('aria-expanded', 'true');
    expect(questions[1]).toHaveAttribute('aria-expanded', 'false');
    // Every panel holds the same answer, so look inside the open one.
    const firstPanel = document.getElementById(questions[0]!.getAttribute('aria-controls')!)!;
    expect(within(firstPanel).getByText(labels.FAQ_ANSWER!)).toBeInTheDocument();

    await userEvent.click(questions[3]!);
    expect(questions[3]).toHaveAttribute('aria-expanded', 'true');
    expect(questions[0]).toHaveAttribute('aria-expanded', 'false');
    const lastPanel = document.getElementById(questions[3]!.getAttribute('aria-controls')!)!;
    expect(within(lastPanel).getByText(labels.FAQ_ANSWER!)).toBeInTheDocument();
  });
});
