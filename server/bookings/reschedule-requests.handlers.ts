import type { AppContext } from '../context.ts';
import { requireContractor, requireCustomer } from '../http/account.ts';
import { ok, type OperationHandlers } from '../http/operation.ts';
import { localeOf } from '../i18n/index.ts';
import { linkHolder, type BookingOwner } from './other-times.ts';
import {
  answerTimeRequest,
  askAnswers,
  askForTime,
  chooseAfterNoAnswer,
  cleanerTimeRequests,
  openAnswers,
  timeRequestOf,
  type CustomerChoice,
} from './reschedule-requests.ts';

type Operation =
  | 'bookingLinkRescheduleAsk'
  | 'customerRescheduleAsk'
  | 'bookingLinkRescheduleRequest'
  | 'customerRescheduleRequest'
  | 'bookingLinkRescheduleChoose'
  | 'customerRescheduleChoose'
  | 'contractorRescheduleRequests'
  | 'contractorRescheduleAnswer';

/** A new time asked of the assigned cleaner, their answer and the customer's choice (decision 125). */
export function rescheduleRequestHandlers(context: AppContext): OperationHandlers<Operation> {
  const customerOwner = (request: Parameters<typeof requireCustomer>[0], bookingId: number) => {
    const { customer } = requireCustomer(request);
    return { by: 'customer' as const, customerId: customer.id, bookingId };
  };
  const ask = async (
    owner: BookingOwner,
    request: Parameters<typeof localeOf>[0],
    start: string,
    acceptIncrease: boolean | undefined,
  ) => {
    const asked = await askForTime(
      context,
      owner,
      start,
      localeOf(request),
      acceptIncrease === true,
    );
    return ok(asked, askAnswers.asked.with({ cleaner: asked.vCleaner }));
  };
  const read = async (owner: BookingOwner, request: Parameters<typeof localeOf>[0]) => {
    const answer = await timeRequestOf(context, owner, localeOf(request));
    return ok(answer, answer.oRequest ? askAnswers.request : askAnswers.noRequest);
  };
  const choose = async (
    owner: BookingOwner,
    choice: CustomerChoice,
    request: Parameters<typeof localeOf>[0],
  ) => {
    await chooseAfterNoAnswer(context, owner, choice, localeOf(request));
    const said = { keep: askAnswers.kept, open: openAnswers.opened, cancel: askAnswers.cancelled };
    return ok({ vChoice: choice }, said[choice]);
  };
  return {
    bookingLinkRescheduleAsk: async (request) =>
      ask(
        await linkHolder(context.db, request.body.token),
        request,
        request.body.start,
        request.body.bAcceptIncrease,
      ),
    customerRescheduleAsk: async (request) =>
      ask(
        customerOwner(request, request.body.iBookingId),
        request,
        request.body.start,
        request.body.bAcceptIncrease,
      ),
    bookingLinkRescheduleRequest: async (request) =>
      read(await linkHolder(context.db, request.body.token), request),
    customerRescheduleRequest: async (request) =>
      read(customerOwner(request, request.body.iBookingId), request),
    bookingLinkRescheduleChoose: async (request) =>
      choose(await linkHolder(context.db, request.body.token), request.body.vChoice, request),
    customerRescheduleChoose: async (request) =>
      choose(customerOwner(request, request.body.iBookingId), request.body.vChoice, request),
    contractorRescheduleRequests: async (request) => {
      const { contractor } = requireContractor(request);
      return ok(
        await cleanerTimeRequests(context, contractor.id, localeOf(request)),
        askAnswers.requests,
      );
    },
    contractorRescheduleAnswer: async (request) => {
      const { contractor } = requireContractor(request);
      const answer = await answerTimeRequest(
        context,
        contractor.id,
        request.body.iRequestId,
        request.body.bAccept,
        localeOf(request),
      );
      return ok(answer, answer.vState === 'accepted' ? askAnswers.accepted : askAnswers.declined);
    },
  };
}
