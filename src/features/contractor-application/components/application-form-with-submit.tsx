import { useState } from 'react';
import { Alert, Button, Stack, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useApiClient } from '../../../api/client.ts';
import { useCaptcha } from '../../../components/captcha.tsx';
import { useFormSubmit } from '../../../components/use-form-submit.ts';
import type { ApplicationLabels } from '../application-labels.ts';
import { submitApplication, type ApplicationFields } from '../queries.ts';
import { ApplicationForm } from './application-form.tsx';
import { useSiteTexts } from '../../../components/site-texts.ts';

type Option = { value: string; label: string };
type Submission = { fields: ApplicationFields; photo: File };

type Props = {
  labels: ApplicationLabels;
  cities: Option[];
  experienceOptions: Option[];
};

/**
 * The application form with its submit, in its own chunk; the server's confirmation replaces the
 * form once its toast has shown.
 */
export function ApplicationFormWithSubmit({ labels, cities, experienceOptions }: Props) {
  const site = useSiteTexts();
  const client = useApiClient();
  const [received, setReceived] = useState<string | null>(null);
  const captcha = useCaptcha();
  const application = useFormSubmit({
    submit: async ({ fields, photo }: Submission) => {
      const vRecaptchaToken = captcha.answer();
      try {
        return await submitApplication(
          client,
          vRecaptchaToken ? { ...fields, vRecaptchaToken } : fields,
          photo,
        );
      } finally {
        captcha.reset();
      }
    },
    successMessage: (answer) => answer.message,
    fallbackErrorMessage: site.APPLICATION_FAILED,
    onDone: (answer) => setReceived(answer.message),
  });

  if (received) {
    return (
      <Stack gap="md">
        <Title order={2}>{labels.CONFIRMATION_HEADING}</Title>
        <Alert color="spruce" variant="light">
          {received}
        </Alert>
        <Button component={Link} to="/" variant="light" w="fit-content">
          {labels.BACK_HOME}
        </Button>
      </Stack>
    );
  }
  return (
    <ApplicationForm
      labels={labels}
      cities={cities}
      experienceOptions={experienceOptions}
      captcha={captcha}
      submitting={application.isSubmitting}
      error={application.error}
      onSubmit={(fields, photo) => application.submit({ fields, photo })}
    />
  );
}
