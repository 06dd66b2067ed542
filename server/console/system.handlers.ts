import type { AppContext } from '../context.ts';
import { checkSecondFactorCode } from '../accounts/index.ts';
import { done, ok, type OperationHandlers } from '../http/operation.ts';
import {
  assertOperatorCanBeDisabled,
  assertOperatorCanBeEnabled,
  disableOperator,
  enableOperator,
} from './operator-access.ts';
import { createOperatorAsOperator, operatorPage } from './operators.ts';
import { siteSpeedPage } from './site-speed.ts';
import { failedMailList, retryMailAsOperator, systemStatus } from './system.ts';
import { adminRead, adminWrite } from './console-operation.handlers.ts';
import {
  bookingRules,
  bookingRulesMessages,
  saveBookingRules,
  savesPlanRules,
} from './booking-rules.ts';
import {
  cancellationPolicyVersions,
  publishCancellationPolicy,
  publishedMessage,
} from './cancellation-policy.ts';

type Operation =
  | 'adminOperatorList'
  | 'adminOperatorCreate'
  | 'adminOperatorDisable'
  | 'adminOperatorEnable'
  | 'adminSystemStatus'
  | 'adminFailedMailList'
  | 'adminFailedMailRetry'
  | 'adminSiteSpeed'
  | 'adminBookingRules'
  | 'adminBookingRulesSave'
  | 'adminCancellationPolicy'
  | 'adminCancellationPolicyPublish';

/** Operators, the queue and mail, and site speed: the rest of what `npm run ops` does (decision 052). */
export function adminSystemHandlers(context: AppContext): OperationHandlers<Operation> {
  return {
    adminOperatorList: adminRead(async (operator, request) =>
      ok(await operatorPage(context.db, request.body, operator.operatorId)),
    ),
    adminOperatorCreate: adminWrite(context, async (operator, request) => {
      // A new operator can do all an operator can: a fresh code of the app, not the session (078).
      await checkSecondFactorCode(context, operator, request.body.code);
      return done(await createOperatorAsOperator(context, operator, request.body));
    }),
    adminOperatorDisable: adminWrite(context, async (operator, request) => {
      // The rules first: a refusal spends no code. Then a fresh code, as for a new operator (085).
      await assertOperatorCanBeDisabled(context, operator, request.body.operatorId);
      await checkSecondFactorCode(context, operator, request.body.code);
      return done(await disableOperator(context, operator, request.body.operatorId));
    }),
    adminOperatorEnable: adminWrite(context, async (operator, request) => {
      await assertOperatorCanBeEnabled(context, request.body.operatorId);
      await checkSecondFactorCode(context, operator, request.body.code);
      return done(await enableOperator(context, operator, request.body.operatorId));
    }),
    adminSystemStatus: adminRead(async () => ok(await systemStatus(context.db))),
    adminFailedMailList: adminRead(async (_operator, request) =>
      ok(await failedMailList(context.db, request.body)),
    ),
    adminFailedMailRetry: adminWrite(context, async (operator, request) =>
      done(await retryMailAsOperator(context, operator.operatorId, request.body.id)),
    ),
    adminSiteSpeed: adminRead(async (_operator, request) =>
      ok(await siteSpeedPage(context, request.body)),
    ),
    adminBookingRules: adminRead(async () => ok(await bookingRules(context))),
    adminBookingRulesSave: adminWrite(context, async (operator, request) => {
      const rules = await saveBookingRules(context, operator.operatorId, request.body);
      return ok(
        rules,
        savesPlanRules(request.body)
          ? bookingRulesMessages.savedWithPlans(rules)
          : bookingRulesMessages.saved(rules.iUnacceptedDeadlineHours),
      );
    }),
    // A setting like the booking rules (decision 127): the session's second factor, no fresh code.
    adminCancellationPolicy: adminRead(async () => ok(await cancellationPolicyVersions(context))),
    adminCancellationPolicyPublish: adminWrite(context, async (operator, request) => {
      const { versions, version } = await publishCancellationPolicy(
        context,
        operator.operatorId,
        request.body,
      );
      return ok({ versions }, publishedMessage(version));
    }),
  };
}
