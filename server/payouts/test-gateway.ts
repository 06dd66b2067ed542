import { randomBytes } from 'node:crypto';
import {
  TransferFailed,
  type PayoutAccountDetails,
  type PayoutGateway,
  type TransferRequest,
} from './gateway.ts';

type TestAccount = PayoutAccountDetails & { accountId: string; contractorId: number };

export type TestTransfer = TransferRequest & { transferId: string };

export type TestPayoutGateway = PayoutGateway & {
  /** What happened, for tests: every call that reached the gateway. */
  readonly calls: { operation: string; idempotencyKey?: string }[];
  /** Every transfer made, in order: one per idempotency key, however often it was asked. */
  transfers(): readonly Readonly<TestTransfer>[];
  /**
   * The stand-in's onboarding page answered (decision 133): the account is complete and paid to
   * the bank account ending in `bankLast4`. False when the gateway knows no such account.
   */
  completeOnboarding(accountId: string, bankLast4: string): boolean;
  /**
   * The next `count` transfers are refused as a bank would refuse them (development tools and
   * tests), so failure and retry can be seen; 0 stops it.
   */
  failNextTransfers(count: number): void;
};

/** Said by the stand-in when a transfer is made to fail on purpose. */
export const TEST_TRANSFER_REFUSAL =
  // eslint-disable-next-line mapleshine/text-in-catalogue -- the gateway's own words, kept as its last error for operators
  'The test payout gateway refused this transfer, as asked (development tools).';

/** Whether the payout gateway is the offline stand-in, whose onboarding page is our own. */
export function isTestPayoutGateway(gateway: PayoutGateway): gateway is TestPayoutGateway {
  return gateway.name === 'test' && 'completeOnboarding' in gateway;
}

/**
 * The offline stand-in for Stripe Connect: accounts that start incomplete and are completed by
 * our own onboarding page, and transfers that are idempotent by key as Stripe's are. It keeps its
 * records in memory, as the card gateway's test mode does; an account it does not know (the
 * server restarted) reads as unknown, and the database keeps what was last read.
 */
export function testPayoutGateway(): TestPayoutGateway {
  const accounts = new Map<string, TestAccount>();
  const accountsByKey = new Map<string, string>();
  const made: TestTransfer[] = [];
  const byKey = new Map<string, TestTransfer>();
  const calls: TestPayoutGateway['calls'] = [];
  let failing = 0;

  return {
    name: 'test',
    calls,
    transfers: () => [...made],
    completeOnboarding(accountId, bankLast4) {
      const account = accounts.get(accountId);
      if (!account) return false;
      Object.assign(account, { detailsSubmitted: true, payoutsEnabled: true, bankLast4 });
      return true;
    },
    failNextTransfers(count) {
      failing = Math.max(0, count);
    },
    async createAccount(request) {
      calls.push({ operation: 'createAccount', idempotencyKey: request.idempotencyKey });
      const earlier = accountsByKey.get(request.idempotencyKey);
      if (earlier) return { accountId: earlier };
      const accountId = `acct_test_${randomBytes(8).toString('hex')}`;
      accounts.set(accountId, {
        accountId,
        contractorId: request.contractorId,
        detailsSubmitted: false,
        payoutsEnabled: false,
        bankLast4: null,
      });
      accountsByKey.set(request.idempotencyKey, accountId);
      return { accountId };
    },
    async onboardingLink(request) {
      calls.push({ operation: 'onboardingLink' });
      return { url: request.standInUrl };
    },
    async retrieveAccount(accountId) {
      calls.push({ operation: 'retrieveAccount' });
      const account = accounts.get(accountId);
      if (!account) return null;
      const { detailsSubmitted, payoutsEnabled, bankLast4 } = account;
      return { detailsSubmitted, payoutsEnabled, bankLast4 };
    },
    async transfer(request) {
      calls.push({ operation: 'transfer', idempotencyKey: request.idempotencyKey });
      const earlier = byKey.get(request.idempotencyKey);
      if (earlier) return { transferId: earlier.transferId };
      if (failing > 0) {
        failing -= 1;
        throw new TransferFailed(TEST_TRANSFER_REFUSAL, 'test_refused');
      }
      const account = accounts.get(request.accountId);
      if (account && !account.payoutsEnabled) {
        throw new TransferFailed(
          'The destination account cannot receive transfers yet.',
          'account_invalid',
        );
      }
      const transfer = { ...request, transferId: `tr_test_${randomBytes(12).toString('hex')}` };
      made.push(transfer);
      byKey.set(request.idempotencyKey, transfer);
      return { transferId: transfer.transferId };
    },
  };
}
