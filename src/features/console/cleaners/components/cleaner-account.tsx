import { Paper, Text, Title } from '@mantine/core';
import { closureTexts } from '../../../../components/closure-texts.ts';
import { useTexts } from '../../../../i18n/texts.ts';
import { CloseAccountAction } from '../../components/close-account-action.tsx';

type Props = { contractorId: number; closed: boolean };

/**
 * The cleaner's account on their console page: closed on their written request (issue 44,
 * decision 139), with the same preview as their own dialog (the jobs handed back).
 */
export function CleanerAccount({ contractorId, closed }: Props) {
  const { consoleClosureTexts: texts } = useTexts(closureTexts);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      mt="lg"
      component="section"
      aria-labelledby="cleaner-account-heading"
    >
      <Title order={2} fz="h4" mb="xs" id="cleaner-account-heading">
        {texts.CLEANER_SECTION}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {texts.CLEANER_INTRO}
      </Text>
      <CloseAccountAction account={{ contractorId }} closed={closed} />
    </Paper>
  );
}
