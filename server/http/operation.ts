import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '#shared/api-schema.d.ts';
import type { Said } from '../domain/said.ts';
import type { PreparedAnswer } from './shared-answer.ts';

export type OperationId = keyof operations;

type JsonContent<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
type RequestContent<T> = T extends { content: { 'application/json': infer Body } }
  ? Body
  : T extends { content: { 'multipart/form-data': infer Form } }
    ? Form
    : never;

export type RequestBody<K extends OperationId> = operations[K] extends {
  requestBody?: infer Body;
}
  ? RequestContent<NonNullable<Body>>
  : undefined;

type Responses<K extends OperationId> = operations[K]['responses'];

/** The success envelope an operation answers with (200, or 201 for creates). */
export type SuccessBody<K extends OperationId> = JsonContent<
  Responses<K> extends { 200: infer Ok }
    ? Ok
    : Responses<K> extends { 201: infer Created }
      ? Created
      : never
>;

export type OperationHandler<K extends OperationId> = (
  request: FastifyRequest<{ Body: RequestBody<K> }>,
  reply: FastifyReply,
) => Promise<SuccessBody<K> | PreparedAnswer<SuccessBody<K>>>;

export type OperationHandlers<K extends OperationId> = { [P in K]: OperationHandler<P> };

/*
 * A success's sentence may be a catalogue text in both languages (a Said, decision 104): it
 * stays one until the answer is serialized, where sayInCallersLanguage (error-handler.ts) writes
 * it in the caller's language. Typed as the string it will be on the wire.
 */
export const sentence = (message: string | Said) => message as string;

export function ok<Data>(data: Data, message: string | Said = 'Success.') {
  return { code: 200 as const, message: sentence(message), data };
}

/** Success without data, for calls whose answer is only a sentence. */
export function done(message: string | Said) {
  return { code: 200 as const, message: sentence(message) };
}

/** 201 for creates (addresses, reviews): the status is set on the reply too. */
export function created<Data>(reply: FastifyReply, data: Data, message: string | Said) {
  reply.status(201);
  return { code: 201 as const, message: sentence(message), data };
}
