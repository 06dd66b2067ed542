import { describe, expect, it } from 'vitest';
import { cardPaymentMessages } from '#machines/card-payment.machine.ts';
import { FALLBACK_ERROR } from '#machines/job-action.machine.ts';
import { SAME_DAY_FALLBACK_ERROR } from '#machines/same-day-booking.machine.ts';
import * as englishWizard from '#shared/catalogue/en-CA/booking-wizard.ts';
import * as frenchWizard from '#shared/catalogue/fr-CA/booking-wizard.ts';
import * as englishJobs from '#shared/catalogue/en-CA/jobs.ts';
import * as frenchJobs from '#shared/catalogue/fr-CA/jobs.ts';
import { ApiError } from '#src/api/client.ts';
import { reachable } from '#src/api/reachable.ts';

const sentences = { unreachable: 'No answer.', failed: 'No sentence.' };

describe('a call whose failure a person reads (reachable)', () => {
  it('keeps the server’s sentence', async () => {
    const refusal = reachable(
      Promise.reject(new ApiError(400, 'This job is no longer open.')),
      sentences,
    );
    await expect(refusal).rejects.toMatchObject({
      status: 400,
      message: 'This job is no longer open.',
    });
  });

  it('says a call without an answer, and an answer without a sentence, in the caller’s words', async () => {
    await expect(
      reachable(Promise.reject(new TypeError('Failed to fetch')), sentences),
    ).rejects.toMatchObject({ status: 0, message: 'No answer.' });
    // The client's own sentence for no answer (status 0) gives way to the caller's.
    await expect(
      reachable(Promise.reject(new ApiError(0, 'Check your connection and try again.')), sentences),
    ).rejects.toMatchObject({ status: 0, message: 'No answer.' });
    await expect(
      reachable(Promise.reject(new ApiError(502, ' ')), sentences),
    ).rejects.toMatchObject({ status: 502, message: 'No sentence.' });
    // The client's own sentence for an answer without one (a proxy's page) gives way too.
    await expect(
      reachable(Promise.reject(new ApiError(502, 'Please try again.', true)), sentences),
    ).rejects.toMatchObject({ status: 502, message: 'No sentence.' });
  });

  it('hands back what the call answered', async () => {
    await expect(reachable(Promise.resolve(7), sentences)).resolves.toBe(7);
  });
});

describe('the machines’ fallback sentences in the catalogue', () => {
  it('are the machines’ own in English, and French in French', () => {
    expect(englishWizard.wizardTexts.FAILED).toBe(SAME_DAY_FALLBACK_ERROR);
    expect(englishWizard.paymentTexts.PAYMENT_FAILED).toBe(cardPaymentMessages.unknown);
    expect(englishJobs.jobActionTexts.UPDATE_FAILED).toBe(FALLBACK_ERROR);
    expect(frenchWizard.wizardTexts.FAILED).toBe('Une erreur s’est produite.');
    expect(frenchWizard.paymentTexts.PAYMENT_FAILED).toBe(
      'Votre paiement n’a pas pu être traité. Veuillez réessayer.',
    );
    expect(frenchJobs.jobActionTexts.UPDATE_FAILED).toBe(
      'La tâche n’a pas pu être mise à jour. Veuillez réessayer.',
    );
    expect(frenchJobs.jobActionTexts.UNREACHABLE).toBe(frenchWizard.wizardTexts.UNREACHABLE);
  });
});
