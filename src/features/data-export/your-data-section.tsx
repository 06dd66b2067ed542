import { useState } from 'react';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { HEAD_OFFICE_ZONE } from '#shared/head-office.ts';
import { ApiError, useApiClient } from '../../api/client.ts';
import { LoadingStatus } from '../../components/loading-status.tsx';
import { useFormat } from '../../i18n/use-format.ts';
import { saveFile } from '../../components/save-file.ts';
import { useTexts } from '../../i18n/texts.ts';
import {
  DATA_EXPORTS_KEY,
  dataExportFile,
  dataExportsQuery,
  requestDataExport,
  type DataExport,
} from './queries.ts';
import { dataExportTexts } from './texts.ts';

/** While an archive is being prepared, the section asks again this often. */
const BUILDING_POLL_MS = 5000;

/**
 * The profile's "Your data" section (issue 44, decision 138): ask for an archive of everything
 * MapleShine holds about you, see where it stands, and download it while its link works.
 */
export function YourDataSection() {
  const texts = useTexts(dataExportTexts).dataExportScreen;
  const format = useFormat();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { data, error } = useQuery({
    ...dataExportsQuery(client),
    refetchInterval: (query) =>
      query.state.data?.aExports[0]?.vStatus === 'building' ? BUILDING_POLL_MS : false,
  });
  const [asking, setAsking] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const moment = (instant: string) => format.momentIn(instant, HEAD_OFFICE_ZONE);
  const day = (instant: string) => format.dayOfInstant(instant, HEAD_OFFICE_ZONE);
  const latest: DataExport | undefined = data?.aExports[0];

  const ask = async () => {
    setAsking(true);
    setRefusal(null);
    try {
      const { data: answer } = await requestDataExport(client);
      if (answer) {
        queryClient.setQueryData([DATA_EXPORTS_KEY], answer.data);
        notifications.show({ color: 'green', message: answer.message });
      }
    } catch (failure) {
      if (failure instanceof ApiError) setRefusal(failure.message);
    } finally {
      setAsking(false);
    }
  };

  const download = async (exportId: number) => {
    setDownloading(true);
    setRefusal(null);
    try {
      const { file, fileName } = await dataExportFile(client, { iExportId: exportId });
      saveFile(file, fileName);
      void queryClient.invalidateQueries({ queryKey: [DATA_EXPORTS_KEY] });
    } catch (failure) {
      if (failure instanceof ApiError) setRefusal(failure.message);
    } finally {
      setDownloading(false);
    }
  };

  const state = (() => {
    if (!latest) return null;
    switch (latest.vStatus) {
      case 'building':
        return <Alert color="blue">{texts.BUILDING}</Alert>;
      case 'ready':
        return (
          <Stack gap="xs">
            <Text fw={600}>
              {format.t(texts.READY, { expires: moment(latest.dExpiresAt ?? '') })}
            </Text>
            {latest.dDownloadedAt && (
              <Text c="dimmed" size="sm">
                {format.t(texts.DOWNLOADED, { day: day(latest.dDownloadedAt) })}
              </Text>
            )}
            <Group>
              <Button
                leftSection={<IconDownload size={18} aria-hidden />}
                onClick={() => void download(latest.iExportId)}
                loading={downloading}
              >
                {texts.DOWNLOAD}
              </Button>
            </Group>
          </Stack>
        );
      case 'expired':
        return <Text>{format.t(texts.EXPIRED, { day: day(latest.dRequestedAt) })}</Text>;
      case 'failed':
        return <Text>{format.t(texts.FAILED, { day: day(latest.dRequestedAt) })}</Text>;
    }
  })();

  const canAsk = data !== undefined && latest?.vStatus !== 'building' && !data.dNextRequestAt;

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="your-data-heading"
    >
      <Stack gap="md">
        <Title order={2} fz="h3" id="your-data-heading">
          {texts.HEADING}
        </Title>
        <Text>{texts.EXPLANATION}</Text>
        {data ? (
          <>
            {state}
            {refusal && <Alert color="red">{refusal}</Alert>}
            {data.dNextRequestAt && latest?.vStatus !== 'building' && (
              <Text c="dimmed" size="sm">
                {format.t(texts.NEXT_REQUEST, { moment: moment(data.dNextRequestAt) })}
              </Text>
            )}
            {latest?.vStatus !== 'ready' && latest?.vStatus !== 'building' && (
              <Group>
                <Button
                  variant="outline"
                  onClick={() => void ask()}
                  loading={asking}
                  disabled={!canAsk}
                >
                  {texts.REQUEST}
                </Button>
              </Group>
            )}
          </>
        ) : error ? (
          <Alert color="red">{error.message}</Alert>
        ) : (
          <LoadingStatus label={texts.LOADING}>
            <Skeleton h={36} w={220} />
          </LoadingStatus>
        )}
      </Stack>
    </Paper>
  );
}
