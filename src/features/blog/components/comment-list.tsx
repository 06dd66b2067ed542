import { Avatar, Group, Stack, Text } from '@mantine/core';
import type { components } from '#shared/api-schema.d.ts';
import { LongDate } from '../../../components/long-date.tsx';
import classes from './comment-list.module.css';
import '@mantine/core/styles/Avatar.css';
import { useSiteTexts } from '../../../components/site-texts.ts';

type Comment = components['schemas']['Comment'];

/**
 * The comments of a post, newest first, each with its author's photo (their initials when there
 * is none or it fails to load), name and date.
 */
export function CommentList({ comments }: { comments: Comment[] }) {
  const site = useSiteTexts();
  if (comments.length === 0) return <Text>{site.NO_DATA}</Text>;
  return (
    <Stack component="ul" gap="lg" className={classes.list}>
      {comments.map((comment) => (
        <Group component="li" key={comment.iCommentId} align="flex-start" wrap="nowrap" gap="md">
          <Avatar
            src={comment.customer.vImage || null}
            alt={comment.customer.vImageAlt || comment.customer.vFullName}
            radius="xl"
            size={48}
            name={comment.customer.vFullName}
            color="spruce"
            variant="filled"
          />
          <Stack gap={4} className={classes.body}>
            <Group gap="xs" wrap="wrap">
              <Text fw={700} fz="sm">
                {comment.customer.vFullName}
              </Text>
              <Text component="time" dateTime={comment.dtAddedDate} fz="xs" c="gray.7">
                <LongDate iso={comment.dtAddedDate} />
              </Text>
            </Group>
            <Text fz="sm" className={classes.text}>
              {comment.vComment}
            </Text>
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
