// What the rest of the server may import from server/data-exports (its public entry; decision 090).
export { dataExportHandlers } from './data-exports.handlers.ts';
export { runDataExports, type ExportRunReport } from './data-exports.ts';
export { registerDataExportDevTools } from './dev-tools.ts';
export { EXPORT_LINK_DAYS, REQUEST_EVERY_HOURS } from './export-periods.ts';
