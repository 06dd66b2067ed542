import { bankAccountProblems, bankLast4, type BankAccountFields } from '#shared/bank-account.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import type { AppContext } from '../context.ts';
import { InvalidError, NotFoundError } from '../domain/errors.ts';
import { pageUrl } from '../platform/mail/compose.ts';
import { PayoutsUnavailable } from './gateway.ts';
import { isTestPayoutGateway } from './test-gateway.ts';
import {
  contractorEmail,
  findPayoutAccount,
  insertPayoutAccount,
  updatePayoutAccount,
  waitingEarnings,
  type PayoutAccountRow,
} from './payouts.queries.ts';
import { bankChecks, payoutRefusals } from './texts.ts';

type Context = Pick<AppContext, 'db' | 'clock' | 'payouts' | 'publicUrl'>;

/** The cleaner's payout account as their dashboard shows it (openapi.yaml PayoutAccount). */
export type PayoutAccountView = {
  /** none: never set up; incomplete: onboarding unfinished; enabled: the gateway pays it. */
  eState: 'none' | 'incomplete' | 'enabled';
  vBankLast4: string | null;
  /** Earnings not yet sent (pending, being sent or failed), in dollars, and how many items. */
  fWaiting: number;
  iWaitingItems: number;
};

/** The state a cleaner reads of their account. */
export function accountState(row: PayoutAccountRow | null): PayoutAccountView['eState'] {
  if (!row) return 'none';
  return row.payoutsEnabled ? 'enabled' : 'incomplete';
}

async function viewOf(context: Context, contractorId: number, row: PayoutAccountRow | null) {
  const waiting = await waitingEarnings(context.db, contractorId);
  return {
    eState: accountState(row),
    vBankLast4: row?.bankLast4 ?? null,
    fWaiting: waiting.cents / 100,
    iWaitingItems: waiting.items,
  } satisfies PayoutAccountView;
}

/** A gateway that cannot be reached is a refusal the cleaner may try again. */
async function atGateway<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PayoutsUnavailable) {
      throw new InvalidError(payoutRefusals.unavailable, { cause: error });
    }
    throw error;
  }
}

export async function viewPayoutAccount(
  context: Context,
  contractorId: number,
): Promise<PayoutAccountView> {
  return viewOf(context, contractorId, await findPayoutAccount(context.db, contractorId));
}

/**
 * "Set up payouts" (or "Update"): opens the cleaner's account at the gateway when they have none,
 * then answers where they go to give it their bank account: Stripe's onboarding (or its Express
 * dashboard once onboarded), or the test stand-in's page. Stripe brings them back to
 * /payouts/return, or to /payouts/refresh when its link lapsed.
 */
export async function startPayoutSetup(
  context: Context,
  contractorId: number,
  locale: Locale,
): Promise<{ vUrl: string }> {
  let row = await findPayoutAccount(context.db, contractorId);
  if (!row) {
    const email = await contractorEmail(context.db, contractorId);
    if (!email) throw new NotFoundError(payoutRefusals.notSetUp);
    const { accountId } = await atGateway(() =>
      context.payouts.createAccount({
        contractorId,
        email,
        idempotencyKey: `payout-account-${contractorId}`,
      }),
    );
    row = await insertPayoutAccount(context.db, {
      contractorId,
      gateway: context.payouts.name,
      accountId,
    });
  }
  const account = row;
  const page = (path: string) => pageUrl(context.publicUrl, path, locale);
  const link = await atGateway(() =>
    context.payouts.onboardingLink({
      accountId: account.accountId,
      detailsSubmitted: account.detailsSubmitted,
      returnUrl: page('/payouts/return'),
      refreshUrl: page('/payouts/refresh'),
      standInUrl: page('/payouts/test-onboarding'),
    }),
  );
  return { vUrl: link.url };
}

/** Back from the gateway's onboarding: what the gateway says of the account now, kept. */
export async function refreshPayoutAccount(
  context: Context,
  contractorId: number,
): Promise<PayoutAccountView> {
  const row = await findPayoutAccount(context.db, contractorId);
  if (!row) return viewOf(context, contractorId, null);
  const details = await atGateway(() => context.payouts.retrieveAccount(row.accountId));
  if (!details) return viewOf(context, contractorId, row);
  const updated = await updatePayoutAccount(context.db, contractorId, details, context.clock());
  return viewOf(context, contractorId, updated ?? row);
}

/**
 * The test stand-in's onboarding page answered (decision 133): the bank account is checked as
 * Stripe's Express onboarding checks a Canadian one, and only its last four digits are kept.
 * Only with the test gateway; a refused number writes nothing.
 */
export async function finishTestOnboarding(
  context: Context,
  contractorId: number,
  fields: BankAccountFields,
): Promise<PayoutAccountView> {
  const gateway = context.payouts;
  if (!isTestPayoutGateway(gateway)) throw new NotFoundError(payoutRefusals.noTestOnboarding);
  const [problem] = bankAccountProblems(fields);
  if (problem) throw new InvalidError(bankChecks[problem]);
  const row = await findPayoutAccount(context.db, contractorId);
  if (!row) throw new NotFoundError(payoutRefusals.notSetUp);
  const last4 = bankLast4(fields.account);
  gateway.completeOnboarding(row.accountId, last4);
  const updated = await updatePayoutAccount(
    context.db,
    contractorId,
    { detailsSubmitted: true, payoutsEnabled: true, bankLast4: last4 },
    context.clock(),
  );
  return viewOf(context, contractorId, updated ?? row);
}
