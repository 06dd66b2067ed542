import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '#shared/i18n/locale.ts';
import type { OperationHandlers } from '../http/operation.ts';
import { mayReplay, type ReplayedRead } from '../http/replayed-reads.ts';
import { okShared } from '../http/shared-answer.ts';
import { readerOf, type CatalogReads } from './catalog.ts';

type CatalogOperation =
  'cityGetAllData' | 'serviceGetAllData' | 'residenceTypeGetAllData' | 'extraUtilityGetAllData';

/**
 * The four catalog reads' paths: a plain request for one gets the answer Fastify last sent for
 * its language and encoding, replayed in front of Fastify until the catalog changes (decision 153).
 */
const EMPTY_BODY = /^\{\}$/;

/** The reads the replay may answer in front of Fastify (decision 153), with the bodies they take. */
export const REPLAYED_CATALOG_READS: readonly ReplayedRead[] = [
  { path: '/api/city/get_all_data', body: EMPTY_BODY },
  { path: '/api/service/get_all_data', body: EMPTY_BODY },
  { path: '/api/residence_type/get_all_data', body: EMPTY_BODY },
  { path: '/api/extra_utility/get_all_data', body: EMPTY_BODY },
  // A page's labels, its slug as openapi.yaml's LabelQuery allows it (content.handlers.ts).
  { path: '/api/label/get_all_data', body: /^\{"vSlug":"[a-z0-9]+(?:-[a-z0-9]+)*"\}$/ },
];

/** A shared answer in the caller's language: a cache between must keep the languages apart. */
export function okSharedIn<Data extends object>(reply: FastifyReply, data: Data) {
  const answer = okShared(reply, data);
  reply.header('vary', 'accept-encoding, x-mapleshine-locale, accept-language');
  return answer;
}

/**
 * A catalog list in the caller's language. Its answer may be replayed unless it lacks a
 * translation: then each request comes here, where the lack is told (decision 106).
 */
async function listIn<Data extends object>(
  request: FastifyRequest,
  reply: FastifyReply,
  read: (locale: Locale, missing: (key: string) => void) => Promise<Data>,
) {
  const { locale, missing } = readerOf(request);
  let complete = true;
  const data = await read(locale, (key) => {
    complete = false;
    missing(key);
  });
  if (complete) mayReplay(request);
  return okSharedIn(reply, data);
}

export function catalogHandlers(catalog: CatalogReads): OperationHandlers<CatalogOperation> {
  return {
    cityGetAllData: (request, reply) => listIn(request, reply, catalog.cities),
    serviceGetAllData: (request, reply) => listIn(request, reply, catalog.services),
    residenceTypeGetAllData: (request, reply) => listIn(request, reply, catalog.residenceTypes),
    extraUtilityGetAllData: (request, reply) => listIn(request, reply, catalog.extras),
  };
}
