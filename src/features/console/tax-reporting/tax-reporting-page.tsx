import { useState } from 'react';
import { Alert, Card, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useApiClient } from '../../../api/client.ts';
import { saveFile } from '../../../components/save-file.ts';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useTexts } from '../../../i18n/texts.ts';
import { AdminPageHeader } from '../components/console-page-header.tsx';
import { adminTaxReportingTexts } from '../components/console-texts.ts';
import { useConsoleFormat } from '../components/use-console-format.ts';
import { taxReportFile } from './queries.ts';

const FIRST_YEAR = 2024;

/**
 * /admin/tax-reporting (decision 135): the annual report for the CRA's reporting rules for
 * platform operators, a calendar year at a time, as the OECD's DPI XML.
 */
export function TaxReportingPage() {
  const client = useApiClient();
  const { adminTaxReportTexts: texts } = useTexts(adminTaxReportingTexts);
  const { t } = useConsoleFormat();
  const thisYear = new Date().getFullYear();
  // Last year's report is the one due; this year's may be read as it stands.
  const [year, setYear] = useState<number>(Math.max(FIRST_YEAR, thisYear - 1));
  const years = Array.from({ length: thisYear - FIRST_YEAR + 1 }, (_, index) => thisYear - index);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      saveFile(await taxReportFile(client, year), `mapleshine-dpi-${year}.xml`);
      notifications.show({ color: 'green', message: t(texts.downloaded, { year: String(year) }) });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : texts.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <AdminPageHeader title={texts.heading} />
      <Card withBorder radius="md" padding="lg" maw={640}>
        <form
          noValidate
          aria-label={texts.heading}
          onSubmit={(event) => {
            event.preventDefault();
            void download();
          }}
        >
          <Stack gap="md">
            <Text>{texts.intro}</Text>
            <Group align="flex-end">
              <NativeSelect
                label={texts.year}
                data={years.map(String)}
                value={String(year)}
                onChange={(event) => setYear(Number(event.currentTarget.value))}
                w={160}
              />
              <SubmitButton loading={busy} leftSection={<IconDownload size={16} />}>
                {texts.download}
              </SubmitButton>
            </Group>
            {failure ? (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            ) : null}
          </Stack>
        </form>
      </Card>
    </>
  );
}
