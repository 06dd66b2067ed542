import { Button, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useLabels } from '../../api/use-labels.ts';
import { usePageTitle } from '../../components/use-page-title.ts';
import { AuthCard } from './components/auth-card.tsx';

const defaultLabels = {
  HEADING: 'Thanks for signing up!',
  TEXT: "We've sent an activation link to your e-mail. Open it to activate your account; the link works once and expires in 7 days.",
  HINT: "Can't find it? Check your spam or junk folder.",
  BACK_HOME: 'Back to Home',
};

/** /success-registration: tells the new customer to follow the activation link in their e-mail. */
export function SuccessRegistrationPage() {
  const labels = useLabels('success-registration', defaultLabels);
  usePageTitle(labels.HEADING);
  return (
    <AuthCard heading={labels.HEADING}>
      <Text>{labels.TEXT}</Text>
      <Text size="sm" c="dimmed">
        {labels.HINT}
      </Text>
      <Button component={Link} to="/" variant="light" w="fit-content">
        {labels.BACK_HOME}
      </Button>
    </AuthCard>
  );
}
