import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api/client.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { AdminPageHeader } from '../components/console-page-header.tsx';
import { adminSystemTexts } from '../components/console-texts.ts';
import { useConsoleFormat } from '../components/use-console-format.ts';
import { PagedList, type PagedListColumn } from '../components/paged-list.tsx';
import { useListParams } from '../components/use-list-params.ts';
import { VitalFigure } from './components/vital-figure.tsx';
import { siteSpeedQuery, type SiteSpeedMetric, type SiteSpeedRow } from './queries.ts';

const NO_FILTERS = [] as const;
const METRICS: SiteSpeedMetric['metric'][] = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'];

function useColumns(): PagedListColumn<SiteSpeedRow>[] {
  const { siteSpeedLabels } = useTexts(adminSystemTexts);
  const { day } = useConsoleFormat();
  return [
    { header: siteSpeedLabels.DAY, cell: (row) => day(row.day) },
    { header: siteSpeedLabels.ROUTE, cell: (row) => <code>{row.route}</code> },
    ...METRICS.map((name) => ({
      header: siteSpeedLabels[name],
      cell: (row: SiteSpeedRow) => (
        <VitalFigure metric={row.metrics.find((metric) => metric.metric === name)} />
      ),
    })),
  ];
}

/**
 * /admin/site-speed: `npm run ops -- vitals` as a table, a card per day and route on a phone
 * (decision 052). Each figure carries its rating as a word.
 */
export function SiteSpeedPage() {
  const client = useApiClient();
  const { siteSpeedLabels } = useTexts(adminSystemTexts);
  const columns = useColumns();
  const list = useListParams(NO_FILTERS);
  const query = useQuery(siteSpeedQuery(client, { page: list.page, perPage: 20 }));
  return (
    <>
      <AdminPageHeader title={siteSpeedLabels.HEADING} intro={siteSpeedLabels.INTRO} />
      <PagedList
        label={siteSpeedLabels.LIST_NAME}
        columns={columns}
        data={query.data}
        isPending={query.isPending}
        error={query.error}
        rowKey={(row) => `${row.day} ${row.route}`}
        onPageChange={list.setPage}
        emptyText={siteSpeedLabels.EMPTY}
      />
    </>
  );
}
