import { DATA_EXPORT_LINK_DAYS } from '../domain/retention.ts';

/** How long a ready archive's link works: the retention table's period for archives. */
export const EXPORT_LINK_DAYS = DATA_EXPORT_LINK_DAYS;
/** A person may ask for a new archive this long after their last request. */
export const REQUEST_EVERY_HOURS = 24;
