import { useQuery } from '@tanstack/react-query';
import type { adminContentLabels } from '#shared/catalogue/en-CA/admin-people.ts';
import type { Translation } from '#shared/catalogue/translation.ts';
import { useApiClient } from '../../../api/client.ts';
import { servicesQuery } from '../../../api/queries.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { adminPeopleTexts } from '../components/console-texts.ts';
import type { PagedListColumn } from '../components/paged-list.tsx';
import { ContentList, type ContentPageRequest } from './components/content-list.tsx';
import { FaqEditor, type AdminFaq } from './components/faq-editor.tsx';
import { adminFaqsQuery, saveFaq } from './queries.ts';

/** The entries' columns, in the page's language. */
function columnsOf(labels: Translation<typeof adminContentLabels>): PagedListColumn<AdminFaq>[] {
  return [
    { header: labels.QUESTION, cell: (faq) => faq.question },
    {
      header: labels.AUDIENCE,
      cell: (faq) => (faq.audience === 'Customer' ? labels.CUSTOMERS : labels.CLEANERS),
    },
    { header: labels.SERVICE, cell: (faq) => faq.serviceName ?? labels.GENERAL },
  ];
}

function useFaqs(request: ContentPageRequest) {
  return useQuery(adminFaqsQuery(useApiClient(), request));
}

/** /admin/content: FAQ entries created, edited, unpublished and published again (decision 049). */
export function FaqPage() {
  const client = useApiClient();
  const { adminContentLabels: labels } = useTexts(adminPeopleTexts);
  const services = useQuery(servicesQuery(client));
  return (
    <ContentList
      newLabel={labels.NEW_FAQ}
      listLabel={labels.FAQ_TAB}
      columns={columnsOf(labels)}
      useRows={useFaqs}
      turnPublished={(faq) =>
        saveFaq(client, {
          id: faq.id,
          question: faq.question,
          answer: faq.answer,
          audience: faq.audience,
          serviceId: faq.serviceId,
          sortOrder: faq.sortOrder,
          published: !faq.published,
        })
      }
      editor={(editing, close) => (
        <FaqEditor
          entry={editing}
          services={(services.data ?? []).map((service) => ({
            id: service.iServiceId,
            name: service.vServiceName,
          }))}
          onSave={(input) => saveFaq(client, input)}
          onClose={close}
        />
      )}
    />
  );
}
