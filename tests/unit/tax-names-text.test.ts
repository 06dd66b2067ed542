import { describe, expect, it } from 'vitest';
import { taxNamesText } from '#server/platform/mail/compose.ts';

/*
 * A booking stores its taxes' names in English ("GST + QST"); the e-mails written in French name
 * them as a French reader knows them (issue 41: a Gatineau booking's confirmation read
 * « GST + QST : 26,21 $ »).
 */
describe('taxNamesText', () => {
  it('names Quebec’s two taxes in French for a French reader', () => {
    expect(taxNamesText('GST + QST', 'fr-CA')).toBe('TPS + TVQ');
  });

  it('names each known tax in French, alone or with another', () => {
    expect(taxNamesText('HST', 'fr-CA')).toBe('TVH');
    expect(taxNamesText('GST + PST', 'fr-CA')).toBe('TPS + TVP');
  });

  it('leaves the names as stored for an English reader', () => {
    expect(taxNamesText('GST + QST', 'en-CA')).toBe('GST + QST');
  });

  it('writes a name it does not know as it is', () => {
    expect(taxNamesText('Eco fee + GST', 'fr-CA')).toBe('Eco fee + TPS');
  });
});
