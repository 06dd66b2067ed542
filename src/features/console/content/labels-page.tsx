import { useState } from 'react';
import { Button, Stack, Text, TextInput, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api/client.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { adminPeopleTexts } from '../components/console-texts.ts';
import { AdminPageHeader } from '../components/console-page-header.tsx';
import { PagedList, type PagedListColumn } from '../components/paged-list.tsx';
import { givenFilters, useListParams } from '../components/use-list-params.ts';
import { MissingFrenchBadge } from './components/both-languages.tsx';
import { ContentTabs } from './components/content-tabs.tsx';
import { useEditing } from './components/editor-modal.tsx';
import { LabelEditor, type AdminLabel } from './components/label-editor.tsx';
import { MissingFrenchFilter } from './components/missing-french-filter.tsx';
import { adminLabelsQuery, saveLabel } from './queries.ts';
import { translationTexts } from './translation-texts.ts';

const FILTERS = ['text', 'french'] as const;

/**
 * /admin/content/labels: every page's labels, English and French side by side, the ones lacking
 * their French on request and counted; each edited in both languages (decision 106).
 */
export function LabelsPage() {
  const client = useApiClient();
  const { adminContentLabels: contentLabels } = useTexts(adminPeopleTexts);
  const { consoleTranslationLabels: words } = useTexts(translationTexts);
  const list = useListParams(FILTERS);
  const given = givenFilters(list.filters);
  const query = useQuery(
    adminLabelsQuery(client, {
      page: list.page,
      perPage: 20,
      ...(given.text ? { text: given.text } : {}),
      ...(given.french === 'missing' ? { missingFrench: true } : {}),
    }),
  );
  const missing = useQuery(adminLabelsQuery(client, { page: 1, perPage: 1, missingFrench: true }));
  const [editing, setEditing] = useEditing(query.data?.items);
  const [search, setSearch] = useState(list.filters.text);

  const columns: PagedListColumn<AdminLabel>[] = [
    {
      header: words.PAGE,
      cell: (label) => (
        <Stack gap={0}>
          <Text fz="sm">{label.pageSlug}</Text>
          <Text fz="xs" c="dimmed">
            {label.key}
          </Text>
        </Stack>
      ),
    },
    {
      header: words.ENGLISH,
      cell: (label) => (
        <Text fz="sm" lang="en">
          {label.text}
        </Text>
      ),
    },
    {
      header: words.FRENCH,
      cell: (label) =>
        label.missingFrench ? (
          <MissingFrenchBadge missing />
        ) : (
          <Text fz="sm" lang="fr">
            {label.textFr}
          </Text>
        ),
    },
  ];

  return (
    <>
      <AdminPageHeader title={contentLabels.HEADING} />
      <ContentTabs />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          list.setFilters({ ...list.filters, text: search });
        }}
      >
        <Group align="flex-end" gap="sm" mb="sm">
          <TextInput
            label={words.LABEL_SEARCH}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            maxLength={120}
            w={280}
          />
          <Button type="submit" variant="default">
            {contentLabels.SEARCH}
          </Button>
        </Group>
      </form>
      <MissingFrenchFilter
        checked={list.filters.french === 'missing'}
        onChange={(checked) =>
          list.setFilters({ ...list.filters, french: checked ? 'missing' : '' })
        }
        count={missing.data?.total ?? null}
      />
      <PagedList
        label={words.LABELS_HEADING}
        columns={columns}
        data={query.data}
        isPending={query.isPending}
        error={query.error}
        rowKey={(label) => label.id}
        onPageChange={list.setPage}
        emptyText={contentLabels.NONE_FOUND}
        actions={(label) => (
          <Button size="xs" variant="default" onClick={() => setEditing(label)}>
            {words.EDIT}
          </Button>
        )}
      />
      <LabelEditor
        label={editing}
        onSave={(input) => saveLabel(client, input)}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
