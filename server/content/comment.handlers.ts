import type { AppContext } from '../context.ts';
import { requireCustomer } from '../http/account.ts';
import { ok, type OperationHandlers } from '../http/operation.ts';
import { addComment, COMMENT_ADDED } from './comments.ts';
import { blogComments } from './blogs.ts';

export function commentHandlers(
  context: AppContext,
): OperationHandlers<'commentCreate' | 'commentGetAllData'> {
  return {
    commentGetAllData: async (request) => ok(await blogComments(context.db, request.body.iBlogId)),
    commentCreate: async (request) => {
      const { customer, email } = requireCustomer(request);
      const caller = { customerId: customer.id, email, ip: request.ip };
      return ok(await addComment(context, caller, request.body), COMMENT_ADDED);
    },
  };
}
