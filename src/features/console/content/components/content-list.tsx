import type { ReactNode } from 'react';
import { Badge, Button, Group } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { adminContentLabels } from '#shared/catalogue/en-CA/admin-people.ts';
import type { Translation } from '#shared/catalogue/translation.ts';
import { useTexts } from '../../../../i18n/texts.ts';
import { adminPeopleTexts } from '../../components/console-texts.ts';
import { AdminPageHeader } from '../../components/console-page-header.tsx';
import { PagedList, type ListPage, type PagedListColumn } from '../../components/paged-list.tsx';
import { useAdminAction } from '../../components/use-console-action.ts';
import { givenFilters, useListParams } from '../../components/use-list-params.ts';
import { contentRequest } from '../content-query.ts';
import type { ContentQuery } from '../queries.ts';
import { ContentFilters } from './content-filters.tsx';
import { ContentTabs } from './content-tabs.tsx';
import { MissingFrenchBadge } from './both-languages.tsx';
import { MissingFrenchFilter } from './missing-french-filter.tsx';
import { useEditing, type Editing } from './editor-modal.tsx';

const FILTERS = ['text', 'published', 'french'] as const;

type ContentRow = { id: number; published: boolean; missingFrench: boolean };

/** The request of one page of a content list: its filters from the address, 20 rows a page. */
export type ContentPageRequest = ContentQuery & { page: number; perPage: number };

type Props<Row extends ContentRow> = {
  newLabel: string;
  /** The list's name for screen readers, also its tab's name. */
  listLabel: string;
  /** The row's own columns; the list adds Status (published or not) after them. */
  columns: PagedListColumn<Row>[];
  /** The page of rows for a request: a hook over the list's query (queries.ts). */
  useRows: (request: ContentPageRequest) => UseQueryResult<ListPage<Row>>;
  /** Saves the row as it is with `published` turned over; answers the server's sentence. */
  turnPublished: (row: Row) => Promise<string>;
  /** The row's editor, open on what is being edited (the row as the list now has it). */
  editor: (editing: Editing<Row>, close: () => void) => ReactNode;
};

/** Status: published or not, in the page's language. */
function statusColumn(labels: Translation<typeof adminContentLabels>): PagedListColumn<ContentRow> {
  return {
    header: labels.STATUS,
    cell: (row) => (
      <Group gap={4}>
        <Badge color={row.published ? 'spruce' : 'gray'} variant="light">
          {row.published ? labels.PUBLISHED : labels.UNPUBLISHED}
        </Badge>
        <MissingFrenchBadge missing={row.missingFrench} />
      </Group>
    ),
  };
}

/**
 * The Content section's list pages (FAQ entries, blog posts): heading with New, the two tabs,
 * search and published filters in the address, the server-paged list with Edit and Publish or
 * Unpublish on each row, and the editor.
 */
export function ContentList<Row extends ContentRow>({
  newLabel,
  listLabel,
  columns,
  useRows,
  turnPublished,
  editor,
}: Props<Row>) {
  const { adminContentLabels: labels } = useTexts(adminPeopleTexts);
  const list = useListParams(FILTERS);
  const query = useRows({
    page: list.page,
    perPage: 20,
    ...contentRequest(givenFilters(list.filters)),
  });
  // How many entries lack their French, whatever the other filters (decision 106).
  const missing = useRows({ page: 1, perPage: 1, missingFrench: true });
  const [editing, setEditing] = useEditing(query.data?.items);
  const toggle = useAdminAction(turnPublished);

  return (
    <>
      <AdminPageHeader
        title={labels.HEADING}
        actions={<Button onClick={() => setEditing('new')}>{newLabel}</Button>}
      />
      <ContentTabs />
      <ContentFilters
        key={JSON.stringify(list.filters)}
        values={list.filters}
        onApply={(values) => list.setFilters({ ...values, french: list.filters.french })}
      />
      <MissingFrenchFilter
        checked={list.filters.french === 'missing'}
        onChange={(checked) =>
          list.setFilters({ ...list.filters, french: checked ? 'missing' : '' })
        }
        count={missing.data?.total ?? null}
      />
      <PagedList
        label={listLabel}
        columns={[...columns, statusColumn(labels)]}
        data={query.data}
        isPending={query.isPending}
        error={query.error}
        rowKey={(row) => row.id}
        onPageChange={list.setPage}
        emptyText={labels.NONE_FOUND}
        actions={(row) => (
          <Group gap="xs" wrap="nowrap">
            <Button size="xs" variant="default" onClick={() => setEditing(row)}>
              {labels.EDIT}
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={toggle.isPending}
              onClick={() => toggle.mutate(row)}
            >
              {row.published ? labels.UNPUBLISH : labels.PUBLISH}
            </Button>
          </Group>
        )}
      />
      {editor(editing, () => setEditing(null))}
    </>
  );
}
