import { useState } from 'react';
import { Badge, Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { adminCommentsLabels } from '#shared/catalogue/en-CA/admin-people.ts';
import type { Translation } from '#shared/catalogue/translation.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { useApiClient } from '../../../api/client.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { adminPeopleTexts } from '../components/console-texts.ts';
import badgeClasses from './components/visibility-badge.module.css';
import type { components } from '#shared/api-schema.d.ts';
import { AdminPageHeader } from '../components/console-page-header.tsx';
import { PagedList, type PagedListColumn } from '../components/paged-list.tsx';
import { givenFilters, useListParams } from '../components/use-list-params.ts';
import { formatLongDate } from '../../../components/format-date.ts';
import { ReasonDialog } from '../components/reason-dialog.tsx';
import { CommentFilters } from './components/comment-filters.tsx';
import { ContentTabs } from './components/content-tabs.tsx';
import { adminCommentsQuery, moderateComment, type CommentQuery } from './queries.ts';

type AdminComment = components['schemas']['AdminComment'];

const FILTERS = ['text', 'visibility'] as const;

/** The comments' columns, in the page's language; the day written as that language writes it. */
function columnsOf(
  labels: Translation<typeof adminCommentsLabels>,
  locale: Locale,
): PagedListColumn<AdminComment>[] {
  return [
    {
      header: labels.AUTHOR,
      cell: (comment) => (
        <>
          <Text fz="sm" fw={600}>
            {comment.authorName}
          </Text>
          <Text fz="xs" c="dimmed">
            {formatLongDate(comment.createdAt, locale)}
          </Text>
        </>
      ),
    },
    {
      header: labels.POST,
      cell: (comment) => <Text fz="sm">{comment.blogTitle}</Text>,
    },
    {
      header: labels.COMMENT,
      cell: (comment) => (
        <Stack gap={2} maw={520}>
          <Text fz="sm">{comment.body}</Text>
          {comment.moderationReason ? (
            <Text fz="xs" c="dimmed">
              {labels.REASON_WAS.replace('{reason}', comment.moderationReason)}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      header: labels.VISIBILITY,
      cell: (comment) => (
        <Badge
          color={comment.visibility === 'Hidden' ? 'gray' : 'spruce'}
          variant="light"
          classNames={badgeClasses}
        >
          {comment.visibility === 'Hidden' ? labels.HIDDEN_BADGE : labels.SHOWN_BADGE}
        </Badge>
      ),
    },
  ];
}

/** The filters as the request wants them: only the ones given, in their types. */
function requestOf(filters: Partial<Record<(typeof FILTERS)[number], string>>): CommentQuery {
  return {
    ...(filters.text ? { text: filters.text } : {}),
    ...(filters.visibility === 'Shown' || filters.visibility === 'Hidden'
      ? { visibility: filters.visibility }
      : {}),
  };
}

/** /admin/content/comments: every blog comment, hidden ones too; hide one or show it again. */
export function CommentsPage() {
  const client = useApiClient();
  const { adminCommentsLabels: labels, adminContentLabels: contentLabels } =
    useTexts(adminPeopleTexts);
  const { locale, t } = useFormat();
  const list = useListParams(FILTERS);
  const query = useQuery(
    adminCommentsQuery(client, {
      page: list.page,
      perPage: 20,
      ...requestOf(givenFilters(list.filters)),
    }),
  );
  // The comment asked about stays while the dialog fades out, so its words do not change.
  const [asked, setAsked] = useState<AdminComment | null>(null);
  const [open, setOpen] = useState(false);
  const hiding = asked?.visibility !== 'Hidden';

  return (
    <>
      <AdminPageHeader title={contentLabels.HEADING} />
      <ContentTabs />
      <CommentFilters
        key={JSON.stringify(list.filters)}
        values={list.filters}
        onApply={list.setFilters}
      />
      <PagedList
        label={contentLabels.COMMENTS_TAB}
        columns={columnsOf(labels, locale)}
        data={query.data}
        isPending={query.isPending}
        error={query.error}
        rowKey={(comment) => comment.id}
        onPageChange={list.setPage}
        emptyText={labels.NONE_FOUND}
        actions={(comment) => (
          <Button
            size="xs"
            variant="default"
            aria-label={t(comment.visibility === 'Hidden' ? labels.SHOW_NAMED : labels.HIDE_NAMED, {
              name: comment.authorName,
            })}
            onClick={() => {
              setAsked(comment);
              setOpen(true);
            }}
          >
            {comment.visibility === 'Hidden' ? labels.SHOW : labels.HIDE}
          </Button>
        )}
      />
      <ReasonDialog
        opened={open}
        title={hiding ? labels.HIDE_TITLE : labels.SHOW_TITLE}
        text={hiding ? labels.HIDE_TEXT : labels.SHOW_TEXT}
        confirmLabel={hiding ? labels.HIDE : labels.SHOW}
        confirmColor={hiding ? 'ember' : undefined}
        onConfirm={(reason) =>
          asked
            ? moderateComment(client, asked.id, hiding ? 'Hidden' : 'Shown', reason)
            : Promise.resolve('')
        }
        onClose={() => setOpen(false)}
      />
    </>
  );
}
