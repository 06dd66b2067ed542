import type { OperationHandlers } from '../http/operation.ts';
import { okShared } from '../http/shared-answer.ts';
import type { CatalogReads } from './catalog.ts';

type CatalogOperation =
  'cityGetAllData' | 'serviceGetAllData' | 'residenceTypeGetAllData' | 'extraUtilityGetAllData';

export function catalogHandlers(catalog: CatalogReads): OperationHandlers<CatalogOperation> {
  return {
    cityGetAllData: async (_request, reply) => okShared(reply, await catalog.cities()),
    serviceGetAllData: async (_request, reply) => okShared(reply, await catalog.services()),
    residenceTypeGetAllData: async (_request, reply) =>
      okShared(reply, await catalog.residenceTypes()),
    extraUtilityGetAllData: async (_request, reply) => okShared(reply, await catalog.extras()),
  };
}
