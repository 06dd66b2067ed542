import type { FastifyReply } from 'fastify';
import type { OperationHandlers } from '../http/operation.ts';
import { okShared } from '../http/shared-answer.ts';
import { readerOf, type CatalogReads } from './catalog.ts';

type CatalogOperation =
  'cityGetAllData' | 'serviceGetAllData' | 'residenceTypeGetAllData' | 'extraUtilityGetAllData';

/** A shared answer in the caller's language: a cache between must keep the languages apart. */
export function okSharedIn<Data extends object>(reply: FastifyReply, data: Data) {
  const answer = okShared(reply, data);
  reply.header('vary', 'accept-encoding, x-mapleshine-locale, accept-language');
  return answer;
}

export function catalogHandlers(catalog: CatalogReads): OperationHandlers<CatalogOperation> {
  return {
    cityGetAllData: async (request, reply) => {
      const { locale, missing } = readerOf(request);
      return okSharedIn(reply, await catalog.cities(locale, missing));
    },
    serviceGetAllData: async (request, reply) => {
      const { locale, missing } = readerOf(request);
      return okSharedIn(reply, await catalog.services(locale, missing));
    },
    residenceTypeGetAllData: async (request, reply) => {
      const { locale, missing } = readerOf(request);
      return okSharedIn(reply, await catalog.residenceTypes(locale, missing));
    },
    extraUtilityGetAllData: async (request, reply) => {
      const { locale, missing } = readerOf(request);
      return okSharedIn(reply, await catalog.extras(locale, missing));
    },
  };
}
