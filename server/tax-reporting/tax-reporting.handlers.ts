import type { FastifyReply } from 'fastify';
import type { AppContext } from '../context.ts';
import { requireContractor, requireOperator } from '../http/account.ts';
import { ok, type OperationHandlers } from '../http/operation.ts';
import { annualTaxReport } from './annual-report.ts';
import { ownTaxDetails, saveTaxDetails, taxDetailsForOperator } from './tax-details.ts';
import { taxDetailsAnswers } from './texts.ts';

type Operation =
  | 'contractorGetTaxDetails'
  | 'contractorSaveTaxDetails'
  | 'adminCleanerTaxDetails'
  | 'adminTaxReport';

/** Tax details are one person's: no cache on the way keeps them. */
function unkept(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}

/**
 * Cleaners' tax details for the CRA's platform reporting rules (issue 43, decision 135): the
 * cleaner's own (masked) and their save; an operator's masked view and the annual report, both
 * audited. The `admin` ones are guarded by the contract's `operator` scheme, and again here.
 */
export function taxReportingHandlers(context: AppContext): OperationHandlers<Operation> {
  return {
    contractorGetTaxDetails: async (request, reply) => {
      const { contractor } = requireContractor(request);
      unkept(reply);
      return ok({ oDetails: await ownTaxDetails(context, contractor.id) }, taxDetailsAnswers.own);
    },
    contractorSaveTaxDetails: async (request, reply) => {
      const { contractor } = requireContractor(request);
      unkept(reply);
      const body = request.body;
      const details = await saveTaxDetails(context, contractor.id, {
        legalName: body.vLegalName,
        street: body.vStreet,
        city: body.vCity,
        province: body.vProvince,
        postalCode: body.vPostalCode,
        birthDate: body.dBirthDate,
        numberKind: body.vNumberKind,
        number: body.vNumber,
        gstHstNumber: body.vGstHstNumber ?? '',
      });
      return ok({ oDetails: details }, taxDetailsAnswers.saved);
    },
    adminCleanerTaxDetails: async (request, reply) => {
      const { operator } = requireOperator(request);
      unkept(reply);
      const details = await taxDetailsForOperator(context, operator.id, request.body.id);
      return ok(
        { oDetails: details },
        details === null ? taxDetailsAnswers.operatorNone : taxDetailsAnswers.operatorView,
      );
    },
    adminTaxReport: async (request, reply) => {
      const { operator } = requireOperator(request);
      const report = await annualTaxReport(context, operator.id, request.body.iYear);
      reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${report.fileName}"`)
        .header('cache-control', 'private, no-store');
      return Buffer.from(report.xml, 'utf8');
    },
  };
}
