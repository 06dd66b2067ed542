import type { Database } from '../db/database.ts';
import { listCities, listExtras, listResidenceTypes, listServices } from '../db/queries/catalog.ts';
import { ok, type OperationHandlers } from '../http/operation.ts';

type CatalogOperation =
  'cityGetAllData' | 'serviceGetAllData' | 'residenceTypeGetAllData' | 'extraUtilityGetAllData';

export function catalogHandlers(db: Database): OperationHandlers<CatalogOperation> {
  return {
    cityGetAllData: async () => ok(await listCities(db)),
    serviceGetAllData: async () => ok(await listServices(db)),
    residenceTypeGetAllData: async () => ok(await listResidenceTypes(db)),
    extraUtilityGetAllData: async () => ok(await listExtras(db)),
  };
}
