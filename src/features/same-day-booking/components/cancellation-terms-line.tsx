import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { dataOf, useApiClient } from '../../../api/client.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { cancellationFeeTexts } from '../../../components/cancellation-texts.ts';
import { CancellationLine } from '../../../components/cancellation-line.tsx';

/**
 * The quote step's cancellation line (issue 42): "Free cancellation until November 23, 2026 at
 * 9:00AM MST · 1 day 4 h left", under today's policy (the one the payment keeps); while the
 * terms load, or if they cannot be read, nothing is shown rather than a guess.
 */
export function CancellationTermsLine({ bookingId }: { bookingId: string }) {
  const client = useApiClient();
  useTexts(cancellationFeeTexts);
  useFormat();
  const terms = useQuery({
    queryKey: ['cancellation-terms', bookingId],
    queryFn: () =>
      dataOf(
        client.POST('/api/cleaning/cancellation_terms', {
          params: { header: { vUniqueCode: bookingId } },
          body: {},
        }),
      ),
    retry: false,
  });
  if (!terms.data || terms.data.policyVersion === null) return null;
  const { freeUntil, freeUntilText, timeZone, policyVersion } = terms.data;
  return (
    <Text component="div" size="sm">
      <CancellationLine
        quote={{
          kind: 'free',
          why: freeUntil === null ? 'notAccepted' : 'earlyEnough',
          feeCents: 0,
          feeTaxCents: 0,
          taxName: '',
          changesAt: freeUntil,
          changesAtText: freeUntilText,
          timeZone,
          policyVersion,
        }}
      />
    </Text>
  );
}
