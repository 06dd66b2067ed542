import { useState } from 'react';
import { Alert, Anchor, Button, Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { ApiError, useApiClient } from '../../api/client.ts';
import { LoadingStatus } from '../../components/loading-status.tsx';
import { OtherRoleNotice } from '../../components/other-role-notice.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useTexts } from '../../i18n/texts.ts';
import { currentRole } from '../../session/role.ts';
import { PlanChangeDialog, type PlanDialogKind } from './components/plan-change-dialog.tsx';
import { PlanHistory } from './components/plan-history.tsx';
import { PlanSummaryCard } from './components/plan-summary.tsx';
import { PlanVisits } from './components/plan-visits.tsx';
import { planTexts } from './plan-texts.ts';
import { ownPlanQuery, type PlanVisit } from './queries.ts';

/**
 * /plans/:code (issue 45, decision 145): one of the signed-in customer's regular cleanings, its
 * next visits (each with Skip and Move), its past visits and history, and Pause, Resume, Change
 * and End, each a dialog showing its cost before it is confirmed. Another's plan reads as absent.
 */
export function PlanPage() {
  if (currentRole() !== 'customer') return <NotACustomer />;
  return <OwnPlan />;
}

function NotACustomer() {
  const { planPageTexts: texts } = useTexts(planTexts);
  usePageTitle(texts.TITLE);
  return (
    <OtherRoleNotice
      audience="customer"
      hint={texts.CUSTOMERS_ONLY}
      to="/jobs"
      linkLabel={texts.GO_TO_JOBS}
    />
  );
}

function OwnPlan() {
  const { planPageTexts: texts } = useTexts(planTexts);
  const { code = '' } = useParams();
  const client = useApiClient();
  const query = useQuery(ownPlanQuery(client, code));
  const [asking, setAsking] = useState<{ kind: PlanDialogKind; visit?: PlanVisit } | null>(null);
  const missing = query.error instanceof ApiError && query.error.status === 404;
  // The tab says what the heading says: the plan, or that it is not found.
  usePageTitle(missing ? texts.NOT_FOUND_HEADING : texts.TITLE);

  const back = (
    <Anchor component={Link} to="/booking" fz="sm">
      {texts.BACK}
    </Anchor>
  );
  if (query.isPending) {
    return (
      <LoadingStatus label={texts.LOADING}>
        <Stack gap="lg">
          <Skeleton h={44} w="60%" />
          <Skeleton h={160} radius="md" />
          <Skeleton h={220} radius="md" />
        </Stack>
      </LoadingStatus>
    );
  }
  if (query.isError) {
    return (
      <Stack gap="md">
        {back}
        <Title order={1}>{missing ? texts.NOT_FOUND_HEADING : texts.TITLE}</Title>
        <Alert color={missing ? 'gray' : 'red'}>
          {missing ? texts.NOT_FOUND_TEXT : texts.LOAD_ERROR}
        </Alert>
        {!missing && (
          <Button variant="light" onClick={() => void query.refetch()} w="fit-content">
            {texts.TRY_AGAIN}
          </Button>
        )}
      </Stack>
    );
  }
  const plan = query.data;
  return (
    <Stack gap="lg">
      {back}
      <Title order={1}>{texts.TITLE}</Title>
      <PlanSummaryCard plan={plan} onAsk={(kind) => setAsking({ kind })} />
      <PlanVisits
        heading={texts.NEXT_VISITS}
        visits={plan.aVisits}
        empty={texts.NO_VISITS}
        onSkip={(visit) => setAsking({ kind: 'skip', visit })}
      />
      {plan.aPast.length > 0 && <PlanVisits heading={texts.PAST_VISITS} visits={plan.aPast} />}
      <PlanHistory history={plan.aHistory} />
      {asking && (
        <PlanChangeDialog
          plan={plan}
          kind={asking.kind}
          visit={asking.visit}
          onClose={() => setAsking(null)}
          onDone={() => setAsking(null)}
        />
      )}
    </Stack>
  );
}
