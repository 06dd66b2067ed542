import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { faqSeed } from '#server/db/seed/faq.ts';
import { AppProviders } from '#src/app/providers.tsx';
import { createApiClient } from '#src/api/client.ts';
import { FaqAccordion } from '#src/components/faq-accordion.tsx';
import { renderApp } from '../support/render-app.tsx';

const generalQuestions = (type: 'Customer' | 'Contractor') =>
  faqSeed.filter((faq) => faq.type === type && !faq.serviceSlug).map((faq) => faq.question);

function questionsIn(container: HTMLElement) {
  return within(container)
    .getAllByRole('button')
    .filter((button) => button.hasAttribute('aria-expanded'));
}

describe('the FAQ block outside the FAQ page', () => {
  it('shows the first five customer questions on the home page, the first one open', async () => {
    renderApp('/');
    const faq = await screen.findByRole('region', { name: 'Frequently Asked Questions' });
    await within(faq).findByRole('button', { name: generalQuestions('Customer')[0] });
    const questions = questionsIn(faq);
    expect(questions.map((question) => question.textContent)).toEqual(
      generalQuestions('Customer').slice(0, 5),
    );
    expect(questions.map((question) => question.getAttribute('aria-expanded'))).toEqual([
      'true',
      'false',
      'false',
      'false',
      'false',
    ]);
  });

  it('stores the flag and the Customer type on View All and opens every customer question', async () => {
    const { router } = renderApp('/');
    const faq = await screen.findByRole('region', { name: 'Frequently Asked Questions' });
    const viewAll = within(faq).getByRole('link', { name: 'View All' });
    expect(viewAll).toHaveAttribute('href', '/frequently-asked-questions');
    await userEvent.click(viewAll);

    await waitFor(() => expect(router.state.location.pathname).toBe('/frequently-asked-questions'));
    expect(sessionStorage.getItem('faqViewAll')).toBe('true');
    expect(sessionStorage.getItem('faqUserType')).toBe('Customer');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'For Customers' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const panel = screen.getByRole('tabpanel');
    await within(panel).findByRole('button', { name: generalQuestions('Customer')[0] });
    expect(questionsIn(panel)).toHaveLength(generalQuestions('Customer').length);
  });

  it('stores the Contractor type on /join-us, and the FAQ page opens on the cleaners’ questions', async () => {
    const { router } = renderApp('/join-us');
    const faq = await screen.findByRole('region', { name: 'Questions from Cleaners' });
    await within(faq).findByRole('button', { name: generalQuestions('Contractor')[0] });
    expect(questionsIn(faq)).toHaveLength(5);
    await userEvent.click(within(faq).getByRole('link', { name: 'View All' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/frequently-asked-questions'));
    expect(sessionStorage.getItem('faqViewAll')).toBe('true');
    expect(sessionStorage.getItem('faqUserType')).toBe('Contractor');
    expect(await screen.findByRole('tab', { name: 'For Cleaners' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const panel = screen.getByRole('tabpanel');
    await within(panel).findByRole('button', { name: generalQuestions('Contractor')[0] });
    expect(questionsIn(panel).map((question) => question.textContent)).toEqual(
      generalQuestions('Contractor'),
    );
  });

  it('clears both flags when the visitor leaves the FAQ page', async () => {
    sessionStorage.setItem('faqViewAll', 'true');
    sessionStorage.setItem('faqUserType', 'Contractor');
    const { router } = renderApp('/frequently-asked-questions');
    expect(await screen.findByRole('tab', { name: 'For Cleaners' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(sessionStorage.getItem('faqUserType')).toBe('Contractor');

    await router.navigate('/contact-us');
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    expect(sessionStorage.getItem('faqViewAll')).toBeNull();
    expect(sessionStorage.getItem('faqUserType')).toBeNull();
  });

  it('opens on the customer questions when no type is stored', async () => {
    renderApp('/frequently-asked-questions');
    expect(await screen.findByRole('tab', { name: 'For Customers' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('shows No Data Found for an empty list', () => {
    render(
      <AppProviders client={createApiClient('http://127.0.0.1:1')} env="test">
        <FaqAccordion faqs={[]} />
      </AppProviders>,
    );
    expect(screen.getByText('No Data Found')).toBeInTheDocument();
  });
});
