import { Text } from '@mantine/core';
import { adminShellLabels } from '#shared/labels/admin.ts';
import { AdminPageHeader } from '../../components/admin/admin-page-header.tsx';

/** A console section whose screen has not landed yet: its heading and a line saying so. */
export function AdminComingSoonPage() {
  return (
    <>
      <AdminPageHeader title={adminShellLabels.CONSOLE_NAME} />
      <Text c="dimmed">{adminShellLabels.COMING_SOON}</Text>
    </>
  );
}
