import { lazy, Suspense } from 'react';
import { Anchor, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router-dom';
import { useApiClient } from '../../../api/client.ts';
import { currentRole } from '../../../session/role.ts';
import { commentsQuery } from '../queries.ts';
import { LoadingStatus } from '../../../components/loading-status.tsx';
import { CommentList } from './comment-list.tsx';
import { blogCatalogue } from '../blog-texts.ts';
import { useTexts } from '../../../i18n/texts.ts';

// Only a signed-in customer gets the comment box, so its form code is not part of the article's.
const CommentForm = lazy(() =>
  import('./comment-form.tsx').then((module) => ({ default: module.CommentForm })),
);

type Labels = {
  COMMENTS_HEADING: string;
  COMMENT_LABEL: string;
  COMMENT_PLACEHOLDER: string;
  SUBMIT: string;
  LOGIN_TO_COMMENT: string;
  LOGIN: string;
};

/** Spec §2: the comment count, the comment box (customers only) and the list. */
export function CommentsSection({ iBlogId, labels }: { iBlogId: number; labels: Labels }) {
  const words = useTexts(blogCatalogue).blogWords;
  const client = useApiClient();
  const { pathname } = useLocation();
  const comments = useQuery(commentsQuery(client, iBlogId));
  const canComment = currentRole() === 'customer';
  const count = comments.data?.length ?? 0;

  return (
    <Stack component="section" gap="lg" aria-labelledby="comments-heading">
      <Title id="comments-heading" order={2} fz="xl">
        {labels.COMMENTS_HEADING}
        {comments.isSuccess ? ` (${count})` : ''}
      </Title>
      {canComment ? (
        <Suspense
          fallback={
            <LoadingStatus label={words.LOADING_COMMENT_BOX}>
              <Skeleton h={150} />
            </LoadingStatus>
          }
        >
          <CommentForm
            iBlogId={iBlogId}
            label={labels.COMMENT_LABEL}
            placeholder={labels.COMMENT_PLACEHOLDER}
            submitLabel={labels.SUBMIT}
          />
        </Suspense>
      ) : (
        <Paper withBorder p="md">
          <Text fz="sm">
            {labels.LOGIN_TO_COMMENT}{' '}
            <Anchor
              component={Link}
              to="/login"
              state={{ from: pathname }}
              fw={600}
              underline="always"
            >
              {labels.LOGIN}
            </Anchor>
          </Text>
        </Paper>
      )}
      {comments.isPending ? (
        <LoadingStatus label={words.LOADING_COMMENTS}>
          <Stack gap="md">
            <Skeleton h={64} />
            <Skeleton h={64} />
          </Stack>
        </LoadingStatus>
      ) : (
        // Spec §8: a list whose call failed reads No Data Found, like an empty one.
        <CommentList comments={comments.data ?? []} />
      )}
    </Stack>
  );
}
