import { Alert } from '@mantine/core';

/**
 * The server's refusal under the form, kept after its 2-second toast has gone so the person can
 * still read why (wrong password, account not activated, expired link).
 */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light">
      {message}
    </Alert>
  );
}
