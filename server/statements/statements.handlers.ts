import type { FastifyReply } from 'fastify';
import type { AppContext } from '../context.ts';
import { requireContractor } from '../http/account.ts';
import { ok, type OperationHandlers } from '../http/operation.ts';
import { localeOf } from '../i18n/index.ts';
import { statementCsv } from './statement-csv.ts';
import { statementPdf } from './statement-pdf.ts';
import {
  cleanerLocale,
  statementFileName,
  statementOnWire,
  statementWeeks,
  weekStatement,
} from './statements.ts';
import { statementAnswers } from './texts.ts';

type Operation =
  | 'contractorStatementWeeks'
  | 'contractorStatement'
  | 'contractorStatementCsv'
  | 'contractorStatementPdf';

/** A cleaner's pay is theirs alone: no cache on the way keeps it. */
function unkept(reply: FastifyReply): void {
  reply.header('cache-control', 'private, no-store');
}

function download(reply: FastifyReply, type: string, fileName: string) {
  unkept(reply);
  reply.type(type).header('content-disposition', `attachment; filename="${fileName}"`);
}

/** The cleaner's weekly pay statements (issue 43, decision 136): the weeks, a week, its files. */
export function statementHandlers(context: AppContext): OperationHandlers<Operation> {
  const { db, clock } = context;
  const statementOf = async (
    contractorId: number,
    week: string,
    locale: Parameters<typeof context.catalog.namesIn>[0],
  ) => weekStatement(db, contractorId, week, clock(), await context.catalog.namesIn(locale));
  return {
    contractorStatementWeeks: async (request, reply) => {
      const { contractor } = requireContractor(request);
      unkept(reply);
      const { vCursor, iLimit } = request.body ?? {};
      const names = await context.catalog.namesIn(localeOf(request));
      return ok(
        await statementWeeks(db, contractor.id, vCursor, iLimit, names),
        statementAnswers.weeks,
      );
    },
    contractorStatement: async (request, reply) => {
      const { contractor } = requireContractor(request);
      unkept(reply);
      const statement = await statementOf(contractor.id, request.body.dWeek, localeOf(request));
      return ok(statementOnWire(statement), statementAnswers.statement);
    },
    // The files are in the cleaner's own language, whatever page asked for them (decision 105).
    contractorStatementCsv: async (request, reply) => {
      const { contractor } = requireContractor(request);
      const locale = await cleanerLocale(db, contractor.id);
      const statement = await statementOf(contractor.id, request.body.dWeek, locale);
      download(reply, 'text/csv; charset=utf-8', statementFileName(statement, 'csv'));
      return Buffer.from(statementCsv(statement, locale), 'utf8');
    },
    contractorStatementPdf: async (request, reply) => {
      const { contractor } = requireContractor(request);
      const locale = await cleanerLocale(db, contractor.id);
      const statement = await statementOf(contractor.id, request.body.dWeek, locale);
      download(reply, 'application/pdf', statementFileName(statement, 'pdf'));
      return statementPdf(statement, locale);
    },
  };
}
