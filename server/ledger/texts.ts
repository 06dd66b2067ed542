import * as en from '#shared/catalogue/en-CA/api-ledger.ts';
import * as fr from '#shared/catalogue/fr-CA/api-ledger.ts';
import { sayings } from '../domain/said.ts';

/** The ledger report's refusals in both languages (decision 104). */
export const ledgerRefusals = sayings(en.ledgerRefusals, fr.ledgerRefusals);
