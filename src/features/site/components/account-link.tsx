import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { isMainHost } from '../../../app/shell/hosts.ts';
import { currentRole } from '../../../session/role.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { siteTexts } from '../../../app/shell/shell-texts.ts';

/**
 * Log in and Join Us for a visitor, Account for a signed-in customer or contractor (spec §2
 * header). Log in is the only way in from the public pages, so it stands beside Join Us, which
 * leads to cleaner recruiting; the main host has no login page to link to.
 */
export function AccountLink({ fullWidth = false }: { fullWidth?: boolean }) {
  const { siteHeaderLabels: labels } = useTexts(siteTexts);
  const signedIn = currentRole() !== 'visitor';
  if (signedIn) {
    return (
      <Button component={Link} to="/dashboard" variant="default" fullWidth={fullWidth}>
        {labels.ACCOUNT}
      </Button>
    );
  }
  return (
    <>
      {!isMainHost() && (
        <Button component={Link} to="/login" variant="subtle" color="dark" fullWidth={fullWidth}>
          {labels.LOG_IN}
        </Button>
      )}
      <Button component={Link} to="/join-us" variant="default" fullWidth={fullWidth}>
        {labels.JOIN_US}
      </Button>
    </>
  );
}
