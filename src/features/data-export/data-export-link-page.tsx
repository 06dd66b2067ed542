import { useState } from 'react';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';
import { ApiError, useApiClient } from '../../api/client.ts';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useTexts } from '../../i18n/texts.ts';
import { saveFile } from '../../components/save-file.ts';
import { dataExportFile } from './queries.ts';
import { dataExportTexts } from './texts.ts';

type Outcome = { kind: 'idle' } | { kind: 'downloaded' } | { kind: 'refused'; message: string };

/**
 * /your-data/:vToken, the ready archive's e-mail link (issue 44, decision 138): for the signed-in
 * person who asked for it, a Download button; the server refuses anyone else, an unknown or an
 * expired link in words (404), shown here instead of a file.
 */
export function DataExportLinkPage() {
  const texts = useTexts(dataExportTexts).dataExportScreen;
  usePageTitle(texts.LINK_HEADING);
  const { vToken = '' } = useParams();
  const client = useApiClient();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  const download = async () => {
    setBusy(true);
    try {
      const { file, fileName } = await dataExportFile(client, { vToken });
      saveFile(file, fileName);
      setOutcome({ kind: 'downloaded' });
    } catch (failure) {
      setOutcome({
        kind: 'refused',
        message: failure instanceof ApiError ? failure.message : String(failure),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{texts.LINK_HEADING}</Title>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Text>{texts.LINK_INTRO}</Text>
          {outcome.kind === 'refused' ? (
            <Alert color="red" role="alert">
              {outcome.message}
            </Alert>
          ) : (
            <Group>
              <Button
                leftSection={<IconDownload size={18} aria-hidden />}
                onClick={() => void download()}
                loading={busy}
              >
                {texts.DOWNLOAD}
              </Button>
            </Group>
          )}
          {outcome.kind === 'downloaded' && <Text role="status">{texts.LINK_DOWNLOADED}</Text>}
          <Anchor component={Link} to="/profile">
            {texts.BACK_TO_PROFILE}
          </Anchor>
        </Stack>
      </Paper>
    </Stack>
  );
}
