import type { FastifyReply } from 'fastify';
import type { AppContext } from '../context.ts';
import { requireAccount, requireOperator } from '../http/account.ts';
import { done, ok, type OperationHandlers } from '../http/operation.ts';
import { clearSessionCookie } from '../http/session-cookie.ts';
import { localeOf } from '../i18n/index.ts';
import { limits } from '../platform/rate-limit.ts';
import { closeAccountFor, closeOwnAccount, closurePreview, closurePreviewFor } from './closure.ts';
import { closureAnswers } from './texts.ts';

type Operation =
  'accountClosurePreview' | 'accountClose' | 'adminAccountClosurePreview' | 'adminAccountClose';

/** What closing costs is the person's own business: no cache on the way keeps it. */
function unkept(reply: FastifyReply): void {
  reply.header('cache-control', 'private, no-store');
}

/**
 * Closing an account (issue 44, decision 139): the person's own, from their profile, and the
 * console's on a customer's or cleaner's written request.
 */
export function closureHandlers(context: AppContext): OperationHandlers<Operation> {
  return {
    accountClosurePreview: async (request, reply) => {
      const account = requireAccount(request);
      unkept(reply);
      return ok(
        await closurePreview(context, account.userId, localeOf(request)),
        closureAnswers.preview,
      );
    },
    accountClose: async (request, reply) => {
      const account = requireAccount(request);
      await closeOwnAccount(context, account, request.body);
      // The session ended with the account; the browser forgets its cookie too.
      clearSessionCookie(reply, context.secure);
      return done(closureAnswers.closed);
    },
    adminAccountClosurePreview: async (request, reply) => {
      requireOperator(request);
      unkept(reply);
      return ok(
        await closurePreviewFor(context, request.body, localeOf(request)),
        closureAnswers.preview,
      );
    },
    adminAccountClose: async (request) => {
      const { operator } = requireOperator(request);
      await context.rateLimits.consume(limits.adminWritesPerOperator(operator.id));
      const { customerId, contractorId, note, shownFeeCents } = request.body;
      await closeAccountFor(context, operator.id, {
        ...(customerId === undefined ? {} : { customerId }),
        ...(contractorId === undefined ? {} : { contractorId }),
        note,
        shownFeeCents,
      });
      return done(closureAnswers.closedByOperator);
    },
  };
}
