import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { currentRole } from '../../../session/role.ts';

/** Join Us for a visitor, Account for a signed-in customer or contractor (spec §2 header). */
export function AccountLink() {
  const signedIn = currentRole() !== 'visitor';
  return signedIn ? (
    <Button component={Link} to="/dashboard" variant="default">
      Account
    </Button>
  ) : (
    <Button component={Link} to="/join-us" variant="default">
      Join Us
    </Button>
  );
}
