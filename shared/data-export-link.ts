/**
 * The page of a ready data export's e-mail link (issue 44, decision 138). The last segment is a
 * secret like a booking link's, so logs and kept e-mails mask it (server/domain/secret-links.ts),
 * and the API takes it in the JSON body, never in a URL. It works only for the signed-in person
 * who asked for the archive.
 */
export const DATA_EXPORT_LINK_PATH = '/your-data/';

export function dataExportLinkPath(token: string): string {
  return `${DATA_EXPORT_LINK_PATH}${token}`;
}
