import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api/client.ts';
import { LoadingStatus } from '../../../components/loading-status.tsx';
import { useTexts } from '../../../i18n/texts.ts';
import { AdminPageHeader } from '../components/console-page-header.tsx';
import { adminCancellationPolicyTexts } from '../components/console-texts.ts';
import { useConsoleFormat } from '../components/use-console-format.ts';
import { PolicyForm } from './components/policy-form.tsx';
import { usePolicySentences } from './policy-words.ts';
import { cancellationPolicyQuery, type PolicyVersion } from './queries.ts';

/** Who published a version: an operator, or the migration that set up the first. */
function Publisher({ version }: { version: PolicyVersion }) {
  const { cancellationPolicyLabels: labels } = useTexts(adminCancellationPolicyTexts);
  const { t } = useConsoleFormat();
  return (
    <Text fz="sm" c="dimmed">
      {version.publishedBy
        ? t(labels.PUBLISHED_BY, { name: version.publishedBy })
        : labels.FIRST_VERSION}
    </Text>
  );
}

function InForce({ version }: { version: PolicyVersion | undefined }) {
  const { cancellationPolicyLabels: labels } = useTexts(adminCancellationPolicyTexts);
  const { t, moment } = useConsoleFormat();
  const sentences = usePolicySentences();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="policy-current">
      <Title order={2} fz="lg" id="policy-current" mb={4}>
        {labels.CURRENT_HEADING}
      </Title>
      {version ? (
        <Stack gap="xs">
          <Text fw={600}>
            {t(labels.CURRENT_VERSION, {
              version: version.version,
              moment: moment(version.effectiveAt),
            })}
          </Text>
          <Publisher version={version} />
          <Stack component="ul" gap={4} pl="md" m={0} data-testid="policy-in-force">
            {sentences(version).map((sentence) => (
              <Text component="li" key={sentence}>
                {sentence}
              </Text>
            ))}
          </Stack>
        </Stack>
      ) : (
        <Text>{labels.NONE_YET}</Text>
      )}
    </Card>
  );
}

/** Each earlier version with when it was in force: from its publication until the next one's. */
function EarlierVersions({ versions }: { versions: PolicyVersion[] }) {
  const { cancellationPolicyLabels: labels } = useTexts(adminCancellationPolicyTexts);
  const { t, moment } = useConsoleFormat();
  const sentences = usePolicySentences();
  const earlier = versions.slice(1);
  return (
    <section aria-labelledby="policy-history">
      <Title order={2} fz="lg" id="policy-history" mb="xs">
        {labels.HISTORY_HEADING}
      </Title>
      {earlier.length === 0 ? (
        <Text c="dimmed">{labels.HISTORY_EMPTY}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} aria-label={labels.HISTORY_HEADING}>
          {earlier.map((version, index) => {
            // Newest first: the version before this one in the list replaced it.
            const replacedAt = versions[index]?.effectiveAt ?? version.effectiveAt;
            return (
              <Card component="li" key={version.version} withBorder radius="md" padding="md">
                <Title order={3} fz="md">
                  {t(labels.HISTORY_VERSION, { version: version.version })}
                </Title>
                <Text fz="sm">
                  {t(labels.HISTORY_IN_FORCE, {
                    from: moment(version.effectiveAt),
                    until: moment(replacedAt),
                  })}
                </Text>
                <Publisher version={version} />
                <Text mt="xs" fz="sm">
                  {sentences(version).join(' ')}
                </Text>
              </Card>
            );
          })}
        </Stack>
      )}
    </section>
  );
}

/**
 * /admin/cancellation-policy (issue 42, decision 127): the version in force in a customer's words,
 * the form that publishes the next one, and the earlier versions with when each was in force.
 */
export function CancellationPolicyPage() {
  const client = useApiClient();
  const { cancellationPolicyLabels: labels } = useTexts(adminCancellationPolicyTexts);
  const policy = useQuery(cancellationPolicyQuery(client));
  const versions = policy.data?.versions;
  const current = versions?.[0];
  return (
    <>
      <AdminPageHeader title={labels.HEADING} intro={labels.INTRO} />
      {versions ? (
        <Stack gap="xl">
          <InForce version={current} />
          <PolicyForm key={current?.version ?? 0} current={current} />
          <EarlierVersions versions={versions} />
        </Stack>
      ) : (
        <LoadingStatus label={labels.LOADING}>
          <Skeleton h={240} />
        </LoadingStatus>
      )}
    </>
  );
}
