import { useState } from 'react';
import { Badge, Button, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { adminContentLabels as labels } from '#shared/labels/admin-people.ts';
import { useApiClient } from '../../api/client.ts';
import { servicesQuery } from '../../api/queries.ts';
import { AdminPageHeader } from '../../components/admin/admin-page-header.tsx';
import { PagedList, type PagedListColumn } from '../../components/admin/paged-list.tsx';
import { useAdminAction } from '../../components/admin/use-admin-action.ts';
import { givenFilters, useListParams } from '../../components/admin/use-list-params.ts';
import { ContentFilters } from './components/content-filters.tsx';
import { ContentTabs } from './components/content-tabs.tsx';
import { FaqEditor, type AdminFaq } from './components/faq-editor.tsx';
import { contentRequest } from './content-query.ts';
import { adminFaqsQuery, saveFaq } from './queries.ts';

const FILTERS = ['text', 'published'] as const;

const columns: PagedListColumn<AdminFaq>[] = [
  { header: labels.QUESTION, cell: (faq) => faq.question },
  {
    header: labels.AUDIENCE,
    cell: (faq) => (faq.audience === 'Customer' ? labels.CUSTOMERS : labels.CLEANERS),
  },
  { header: labels.SERVICE, cell: (faq) => faq.serviceName ?? labels.GENERAL },
  {
    header: labels.STATUS,
    cell: (faq) => (
      <Badge color={faq.published ? 'spruce' : 'gray'} variant="light">
        {faq.published ? labels.PUBLISHED : labels.UNPUBLISHED}
      </Badge>
    ),
  },
];

/** /admin/content: FAQ entries created, edited, unpublished and published again (decision 049). */
export function FaqPage() {
  const client = useApiClient();
  const list = useListParams(FILTERS);
  const query = useQuery(
    adminFaqsQuery(client, {
      page: list.page,
      perPage: 20,
      ...contentRequest(givenFilters(list.filters)),
    }),
  );
  const services = useQuery(servicesQuery(client));
  const [editing, setEditing] = useState<AdminFaq | 'new' | null>(null);
  const toggle = useAdminAction((faq: AdminFaq) =>
    saveFaq(client, {
      id: faq.id,
      question: faq.question,
      answer: faq.answer,
      audience: faq.audience,
      serviceId: faq.serviceId,
      sortOrder: faq.sortOrder,
      published: !faq.published,
    }),
  );

  return (
    <>
      <AdminPageHeader
        title={labels.HEADING}
        actions={<Button onClick={() => setEditing('new')}>{labels.NEW_FAQ}</Button>}
      />
      <ContentTabs />
      <ContentFilters
        key={JSON.stringify(list.filters)}
        values={list.filters}
        onApply={list.setFilters}
      />
      <PagedList
        label={labels.FAQ_TAB}
        columns={columns}
        data={query.data}
        isPending={query.isPending}
        error={query.error}
        rowKey={(faq) => faq.id}
        onPageChange={list.setPage}
        emptyText={labels.NONE_FOUND}
        actions={(faq) => (
          <Group gap="xs" wrap="nowrap">
            <Button size="xs" variant="default" onClick={() => setEditing(faq)}>
              {labels.EDIT}
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={toggle.isPending}
              onClick={() => toggle.mutate(faq)}
            >
              {faq.published ? labels.UNPUBLISH : labels.PUBLISH}
            </Button>
          </Group>
        )}
      />
      <FaqEditor
        entry={editing}
        services={(services.data ?? []).map((service) => ({
          id: service.iServiceId,
          name: service.vServiceName,
        }))}
        onSave={(input) => saveFaq(client, input)}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
