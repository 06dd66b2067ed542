import { Badge, Button, Flex, Group, Paper, Stack, Text } from '@mantine/core';
import type { components } from '#shared/api-schema.d.ts';
import { readerZone } from '../../../components/reader-zone.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import type { NotificationLabels } from '../notification-labels.ts';

type Notification = components['schemas']['Notification'];

type Props = {
  notification: Notification;
  labels: NotificationLabels;
  onMarkViewed: (id: number) => void;
  /** This item's mark-as-read call is running. */
  marking: boolean;
};

/** One notification; an unread one is marked New, set off by a coloured edge, and can be read. */
export function NotificationItem({ notification, labels, onMarkViewed, marking }: Props) {
  const unread = notification.eViewed === 'No';
  const format = useFormat();
  const titleId = `notification-${notification.iNotificationId}`;
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      aria-labelledby={titleId}
      style={unread ? { borderLeft: '4px solid var(--mantine-color-ember-7)' } : { opacity: 0.85 }}
    >
      {/* On a phone the button goes under the message: beside it, it was squeezed to "Ma". */}
      <Flex
        direction={{ base: 'column', xs: 'row' }}
        justify="space-between"
        align="flex-start"
        gap="sm"
      >
        <Stack gap={4} miw={0}>
          <Group gap="xs">
            <Text fw={unread ? 700 : 500} id={titleId}>
              {notification.vTitle}
            </Text>
            {unread && (
              <Badge color="ember" size="sm">
                {labels.NEW_BADGE}
              </Badge>
            )}
          </Group>
          <Text fz="sm">{notification.tMessage}</Text>
          <Text fz="xs" c="dimmed">
            {format.dayOfInstant(notification.dtAddedDate, readerZone())}
          </Text>
        </Stack>
        {unread && (
          <Button
            variant="light"
            size="xs"
            flex="none"
            loading={marking}
            onClick={() => onMarkViewed(notification.iNotificationId)}
          >
            {labels.MARK_AS_READ}
          </Button>
        )}
      </Flex>
    </Paper>
  );
}
