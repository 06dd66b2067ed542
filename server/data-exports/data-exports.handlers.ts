import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { requireAccount } from '../http/account.ts';
import { HttpError } from '../http/errors.ts';
import { created, ok, type OperationHandlers } from '../http/operation.ts';
import { downloadExport, listExports, requestExport } from './data-exports.ts';
import { dataExportAnswers, dataExportRefusals } from './texts.ts';

type Operation = 'accountDataExports' | 'accountDataExportRequest' | 'accountDataExportDownload';

/** A person's archive and its list are theirs alone: no cache on the way keeps them. */
function unkept(reply: FastifyReply): void {
  reply.header('cache-control', 'private, no-store');
}

/** Customers and cleaners (a person may be both); an operator alone has no such data here. */
function requirePerson(request: FastifyRequest) {
  const account = requireAccount(request);
  if (!account.customer && !account.contractor) {
    throw new HttpError(403, dataExportRefusals.peopleOnly);
  }
  return account;
}

/** A person's download of their data (issue 44, decision 138). */
export function dataExportHandlers(context: AppContext): OperationHandlers<Operation> {
  const { db, clock } = context;
  return {
    accountDataExports: async (request, reply) => {
      const { userId } = requirePerson(request);
      unkept(reply);
      return ok(await listExports(db, userId, clock()), dataExportAnswers.list);
    },
    accountDataExportRequest: async (request, reply) => {
      const { userId } = requirePerson(request);
      unkept(reply);
      const id = await requestExport(context, userId);
      // The row is the record; the line says it happened (no token, no data).
      request.log.info({ dataExport: id, account: userId }, 'A data export was requested.');
      // Committed: the job may build it now; its schedule would find it within a minute anyway.
      context.backgroundJobs?.requestDataExports().catch((error: unknown) => {
        request.log.error({ err: error }, 'Could not queue the data export.');
      });
      return created(reply, await listExports(db, userId, clock()), dataExportAnswers.requested);
    },
    accountDataExportDownload: async (request, reply) => {
      const { userId } = requirePerson(request);
      unkept(reply);
      const { vToken, iExportId } = request.body;
      const by =
        vToken !== undefined && iExportId === undefined
          ? { token: vToken }
          : iExportId !== undefined && vToken === undefined
            ? { id: iExportId }
            : null;
      if (!by) throw new HttpError(400, dataExportRefusals.oneOfTokenOrId);
      const file = await downloadExport(context, userId, by);
      request.log.info({ account: userId }, 'A data export was downloaded.');
      reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store');
      return file.archive;
    },
  };
}
