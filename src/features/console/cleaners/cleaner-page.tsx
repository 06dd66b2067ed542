import { useState } from 'react';
import { Alert, Anchor, Button, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { useApiClient } from '../../../api/client.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { AdminPageHeader } from '../components/console-page-header.tsx';
import { adminPeopleTexts } from '../components/console-texts.ts';
import { LoadingStatus } from '../../../components/loading-status.tsx';
import { ReasonDialog } from '../components/reason-dialog.tsx';
import { CleanerAccount } from './components/cleaner-account.tsx';
import { CleanerPayouts } from './components/cleaner-payouts.tsx';
import { CleanerProfile } from './components/cleaner-profile.tsx';
import { CleanerTaxDetails } from './components/cleaner-tax-details.tsx';
import { cleanerQuery, setPaused } from './queries.ts';

/** /admin/cleaners/:id: one cleaner's details, hours, pay, jobs and reviews; pause or resume. */
export function CleanerPage() {
  const client = useApiClient();
  const { adminCleanersLabels: labels } = useTexts(adminPeopleTexts);
  const { t } = useFormat();
  const id = Number(useParams().id);
  const cleaner = useQuery({
    ...cleanerQuery(client, id),
    enabled: Number.isInteger(id) && id > 0,
  });
  // What the dialog asks is fixed when it opens, so its words do not flip while it fades out.
  const [asking, setAsking] = useState<{ pause: boolean; open: boolean }>({
    pause: true,
    open: false,
  });
  const data = cleaner.data;
  const paused = data?.standing === 'Paused';
  const pause = asking.pause;

  return (
    <>
      <Anchor component={Link} to="/admin/cleaners" size="sm" mb="xs" display="inline-block">
        ← {labels.BACK}
      </Anchor>
      {cleaner.error ? (
        <Alert color="red" role="alert">
          {cleaner.error.message}
        </Alert>
      ) : !data ? (
        <LoadingStatus label={labels.HEADING}>
          <Skeleton h={240} />
        </LoadingStatus>
      ) : (
        <>
          <AdminPageHeader
            title={data.fullName}
            actions={
              data.standing === 'Approved' || paused ? (
                <Button variant="default" onClick={() => setAsking({ pause: !paused, open: true })}>
                  {paused ? labels.RESUME : labels.PAUSE}
                </Button>
              ) : null
            }
          />
          <CleanerProfile cleaner={data} />
          <CleanerTaxDetails cleanerId={data.id} />
          <CleanerPayouts contractorId={data.id} />
          <CleanerAccount contractorId={data.id} closed={data.closed} />
          <ReasonDialog
            opened={asking.open}
            title={t(pause ? labels.PAUSE_TITLE : labels.RESUME_TITLE, { name: data.fullName })}
            text={pause ? labels.PAUSE_TEXT : labels.RESUME_TEXT}
            confirmLabel={pause ? labels.PAUSE : labels.RESUME}
            confirmColor={pause ? 'ember' : undefined}
            onConfirm={(reason) => setPaused(client, data.id, pause, reason)}
            onClose={() => setAsking({ pause, open: false })}
          />
        </>
      )}
    </>
  );
}
