import { Alert, Badge, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { components } from '#shared/api-schema.d.ts';
import { useFormat } from '../i18n/use-format.ts';
import { useTexts } from '../i18n/texts.ts';
import { closureTexts } from './closure-texts.ts';
import { LoadingStatus } from './loading-status.tsx';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/List.css';

export type AccountClosurePreview = components['schemas']['AccountClosurePreview'];

type Props = {
  preview: AccountClosurePreview | undefined;
  error: Error | null;
  /** What is erased, when another person reads it (the console says "their name"). */
  erasedText?: string;
};

/**
 * What closing an account costs and does (decision 139), as the server previewed it: each
 * upcoming booking with its cancellation fee, the total, the jobs handed back, what is erased and
 * what is kept and why. The profile's dialog and the console's show the same.
 */
export function ClosurePreview({ preview, error, erasedText }: Props) {
  const { closurePreviewTexts: texts } = useTexts(closureTexts);
  const format = useFormat();
  if (error) {
    return (
      <Alert color="red" role="alert">
        {format.t(texts.LOAD_FAILED, { message: error.message })}
      </Alert>
    );
  }
  if (!preview) {
    return (
      <LoadingStatus label={texts.LOADING}>
        <Skeleton h={120} />
      </LoadingStatus>
    );
  }
  return (
    <Stack gap="sm">
      {preview.vBlocked && (
        <Alert color="red" role="alert">
          {preview.vBlocked}
        </Alert>
      )}
      <Title order={3} fz="md">
        {texts.BOOKINGS}
      </Title>
      {preview.aBookings.length === 0 ? (
        <Text fz="sm">{texts.NO_BOOKINGS}</Text>
      ) : (
        <List spacing={4} fz="sm" aria-label={texts.BOOKINGS}>
          {preview.aBookings.map((booking) => (
            <List.Item key={booking.iBookingId}>
              <Group gap="xs" wrap="wrap">
                <Text fz="sm" span>
                  {format.t(texts.BOOKING_LINE, {
                    bookingNo: booking.vBookingNo,
                    service: booking.vService,
                    when: booking.vWhen || 'none',
                  })}
                </Text>
                <Badge
                  color={booking.iFeeCents > 0 ? 'red.9' : 'green.9'}
                  variant="light"
                  tt="none"
                >
                  {booking.iFeeCents > 0 ? format.t(texts.FEE, { fee: booking.vFee }) : texts.FREE}
                </Badge>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      <Text fw={600} fz="sm" data-testid="closure-cost">
        {preview.iTotalFeeCents > 0
          ? format.t(texts.TOTAL_FEE, { fee: preview.vTotalFee })
          : texts.TOTAL_FREE}
      </Text>
      {preview.aJobs.length > 0 && (
        <>
          <Title order={3} fz="md">
            {texts.JOBS}
          </Title>
          <List spacing={4} fz="sm" aria-label={texts.JOBS}>
            {preview.aJobs.map((job) => (
              <List.Item key={job.iBookingId}>{job.vWhen}</List.Item>
            ))}
          </List>
        </>
      )}
      <Text fz="sm">{erasedText ?? texts.ERASED}</Text>
      <Title order={3} fz="md">
        {texts.KEPT}
      </Title>
      <List spacing={4} fz="sm" aria-label={texts.KEPT}>
        {preview.aKept.map((line) => (
          <List.Item key={line.vKey}>
            <Text fz="sm" span fw={600}>
              {line.vWhat}.
            </Text>{' '}
            {line.vWhy}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
