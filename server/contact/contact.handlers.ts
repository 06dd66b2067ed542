import type { AppContext } from '../context.ts';
import { done, type OperationHandlers } from '../http/operation.ts';
import { CONTACT_RECEIVED, sendContactMessage } from './contact.ts';

export function contactHandlers(context: AppContext): OperationHandlers<'contactUsCreate'> {
  return {
    contactUsCreate: async (request) => {
      // Before the rate limits count the attempt or anything is stored (decision 028).
      await context.captcha.verify(request.body.vRecaptchaToken, request.ip);
      await sendContactMessage(context, request.body, request.ip);
      return done(CONTACT_RECEIVED);
    },
  };
}
