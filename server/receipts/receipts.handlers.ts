import type { FastifyReply } from 'fastify';
import type { AppContext } from '../context.ts';
import { requireCustomer } from '../http/account.ts';
import { ok, type OperationHandlers } from '../http/operation.ts';
import {
  customerDocumentFile,
  customerDocuments,
  linkDocumentFile,
  linkDocuments,
  operatorDocumentFile,
  operatorDocuments,
  type DocumentFile,
} from './receipts.ts';

type Operation =
  | 'customerBookingDocuments'
  | 'customerBookingDocument'
  | 'bookingLinkDocuments'
  | 'bookingLinkDocument'
  | 'adminBookingDocuments'
  | 'adminBookingDocument';

/** The stored PDF as it is, offered as a download under its own name; never kept by a cache. */
function pdfAnswer(reply: FastifyReply, file: DocumentFile): Buffer {
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store');
  return file.pdf;
}

/** Receipts and credit notes (decision 101): the owner's, a booking link's and an operator's. */
export function receiptHandlers({ db }: AppContext): OperationHandlers<Operation> {
  return {
    customerBookingDocuments: async (request) => {
      const { customer } = requireCustomer(request);
      return ok(await customerDocuments(db, customer.id, request.body.iBookingId));
    },
    customerBookingDocument: async (request, reply) => {
      const { customer } = requireCustomer(request);
      const { iBookingId, vNumber } = request.body;
      return pdfAnswer(reply, await customerDocumentFile(db, customer.id, iBookingId, vNumber));
    },
    bookingLinkDocuments: async (request) => ok(await linkDocuments(db, request.body.token)),
    bookingLinkDocument: async (request, reply) =>
      pdfAnswer(reply, await linkDocumentFile(db, request.body.token, request.body.vNumber)),
    // The `operator` scheme has let only a signed-in operator through.
    adminBookingDocuments: async (request) =>
      ok(await operatorDocuments(db, request.body.bookingId)),
    adminBookingDocument: async (request, reply) =>
      pdfAnswer(
        reply,
        await operatorDocumentFile(db, request.body.bookingId, request.body.vNumber),
      ),
  };
}
