import { useState } from 'react';
import { Badge, Button, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api/client.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { AdminPageHeader } from '../components/console-page-header.tsx';
import { adminPeopleTexts } from '../components/console-texts.ts';
import { useConsoleFormat } from '../components/use-console-format.ts';
import { PagedList, type PagedListColumn } from '../components/paged-list.tsx';
import { givenFilters, useListParams } from '../components/use-list-params.ts';
import { ReasonDialog } from '../components/reason-dialog.tsx';
import { ReviewFilters } from './components/review-filters.tsx';
import { ReviewText, type AdminReview } from './components/review-text.tsx';
import { adminReviewsQuery, moderate, type ReviewQuery } from './queries.ts';

const FILTERS = ['text', 'audience', 'visibility', 'rating'] as const;

function useColumns(): PagedListColumn<AdminReview>[] {
  const { adminReviewsLabels: labels } = useTexts(adminPeopleTexts);
  const { t, dayOf } = useConsoleFormat();
  return [
    {
      header: labels.AUTHOR,
      cell: (review) => (
        <>
          <Text fz="sm" fw={600}>
            {review.authorName}
          </Text>
          <Text fz="xs" c="dimmed">
            {dayOf(review.createdAt)}
            {review.city ? ` · ${review.city}` : ''}
          </Text>
        </>
      ),
    },
    {
      header: labels.RATING,
      cell: (review) => (
        <span aria-label={t(labels.RATING_OF, { rating: review.rating })}>
          {'★'.repeat(review.rating)}
        </span>
      ),
    },
    { header: labels.REVIEW, cell: (review) => <ReviewText review={review} /> },
    {
      header: labels.VISIBILITY,
      cell: (review) => (
        <Badge color={review.visibility === 'Hidden' ? 'gray' : 'spruce'} variant="light">
          {review.visibility === 'Hidden' ? labels.HIDDEN_BADGE : labels.SHOWN_BADGE}
        </Badge>
      ),
    },
  ];
}

/** The filters as the request wants them: only the ones given, in their types. */
function requestOf(filters: Partial<Record<(typeof FILTERS)[number], string>>): ReviewQuery {
  const rating = Number(filters.rating);
  return {
    ...(filters.text ? { text: filters.text } : {}),
    ...(filters.audience === 'Customer' || filters.audience === 'Contractor'
      ? { audience: filters.audience }
      : {}),
    ...(filters.visibility === 'Shown' || filters.visibility === 'Hidden'
      ? { visibility: filters.visibility }
      : {}),
    ...(Number.isInteger(rating) && rating >= 1 && rating <= 5 ? { rating } : {}),
  };
}

/** /admin/reviews: every review, hidden ones too; hide one from the public or publish it again. */
export function ReviewsPage() {
  const client = useApiClient();
  const { adminReviewsLabels: labels } = useTexts(adminPeopleTexts);
  const { t } = useConsoleFormat();
  const columns = useColumns();
  const list = useListParams(FILTERS);
  const query = useQuery(
    adminReviewsQuery(client, {
      page: list.page,
      perPage: 20,
      ...requestOf(givenFilters(list.filters)),
    }),
  );
  // The review asked about stays while the dialog fades out, so its words do not change.
  const [asked, setAsked] = useState<AdminReview | null>(null);
  const [open, setOpen] = useState(false);
  const hiding = asked?.visibility !== 'Hidden';

  return (
    <>
      <AdminPageHeader title={labels.HEADING} />
      <ReviewFilters
        key={JSON.stringify(list.filters)}
        values={list.filters}
        onApply={list.setFilters}
      />
      <PagedList
        label={labels.HEADING}
        columns={columns}
        data={query.data}
        isPending={query.isPending}
        error={query.error}
        rowKey={(review) => review.id}
        onPageChange={list.setPage}
        emptyText={labels.NONE_FOUND}
        actions={(review) => (
          <Button
            size="xs"
            variant="default"
            aria-label={t(
              review.visibility === 'Hidden' ? labels.PUBLISH_NAMED : labels.HIDE_NAMED,
              {
                name: review.authorName,
              },
            )}
            onClick={() => {
              setAsked(review);
              setOpen(true);
            }}
          >
            {review.visibility === 'Hidden' ? labels.PUBLISH : labels.HIDE}
          </Button>
        )}
      />
      <ReasonDialog
        opened={open}
        title={hiding ? labels.HIDE_TITLE : labels.PUBLISH_TITLE}
        text={hiding ? labels.HIDE_TEXT : labels.PUBLISH_TEXT}
        confirmLabel={hiding ? labels.HIDE : labels.PUBLISH}
        confirmColor={hiding ? 'ember' : undefined}
        onConfirm={(reason) =>
          asked
            ? moderate(client, asked.id, hiding ? 'Hidden' : 'Shown', reason)
            : Promise.resolve('')
        }
        onClose={() => setOpen(false)}
      />
    </>
  );
}
