import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import type * as english from '#shared/catalogue/en-CA/pay-statements.ts';
import type { Translation } from '#shared/catalogue/translation.ts';
import { useApiClient } from '../../api/client.ts';
import { LoadingStatus } from '../../components/loading-status.tsx';
import { OtherRoleNotice } from '../../components/other-role-notice.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useTexts } from '../../i18n/texts.ts';
import { currentRole } from '../../session/role.ts';
import classes from './pay-statements.module.css';
import { saveFile } from '../../components/save-file.ts';
import {
  statementFile,
  statementQuery,
  statementWeeksQuery,
  type Statement,
  type StatementTotals,
} from './queries.ts';
import { payStatementsTexts } from './texts.ts';

type Texts = Translation<typeof english.payStatementsTexts>;

const WEEK = /^\d{4}-\d{2}-\d{2}$/;

function useStatementTexts() {
  return useTexts(payStatementsTexts).payStatementsTexts;
}

function Loading({ label }: { label: string }) {
  return (
    <LoadingStatus label={label}>
      <Stack gap="sm">
        <Skeleton height={96} radius="md" />
        <Skeleton height={96} radius="md" />
      </Stack>
    </LoadingStatus>
  );
}

function LoadError({
  texts,
  message,
  retry,
}: {
  texts: Texts;
  message: string;
  retry: () => void;
}) {
  return (
    <Alert color="red" role="alert" title={texts.LOAD_ERROR}>
      <Text size="sm" mb="sm">
        {message}
      </Text>
      <Button variant="light" onClick={retry}>
        {texts.RETRY}
      </Button>
    </Alert>
  );
}

/** "Label" over a figure, named as a group so a screen reader reads them together. */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div role="group" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </div>
  );
}

/** The weeks, newest first, each with its figures and a way into it. */
function WeeksList() {
  const texts = useStatementTexts();
  const format = useFormat();
  const client = useApiClient();
  const weeks = useInfiniteQuery(statementWeeksQuery(client));
  const first = weeks.data?.pages[0];
  const list = weeks.data?.pages.flatMap((page) => page.weeks) ?? [];
  return (
    <Stack gap="lg" maw={900}>
      <div>
        <Title order={1}>{texts.HEADING}</Title>
        {first ? (
          <Text c="dimmed">{format.t(texts.SUBHEADING, { zone: first.vCityName })}</Text>
        ) : null}
      </div>
      {weeks.isPending ? (
        <Loading label={texts.LOADING} />
      ) : weeks.isError ? (
        <LoadError texts={texts} message={weeks.error.message} retry={() => void weeks.refetch()} />
      ) : list.length === 0 ? (
        <Text>{texts.EMPTY}</Text>
      ) : (
        <Stack gap="md">
          {list.map((week) => {
            const title = format.t(texts.WEEK_OF, {
              from: format.day(week.dWeek),
              to: format.day(week.dWeekEnd),
            });
            return (
              <Paper
                key={week.dWeek}
                withBorder
                p="md"
                radius="md"
                component="article"
                aria-label={title}
              >
                <Stack gap="sm">
                  <Group justify="space-between" align="flex-start" gap="xs">
                    <Title order={2} size="h4">
                      {title}
                    </Title>
                    <Text size="sm" c="dimmed">
                      {format.t(texts.JOBS_COUNT, { count: week.totals.iJobs })}
                    </Text>
                  </Group>
                  <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
                    <Figure label={texts.EARNED} value={format.money(week.totals.fEarned)} />
                    <Figure label={texts.PAID_OUT} value={format.money(week.totals.fPaidOut)} />
                    <Figure label={texts.TO_BE_PAID} value={format.money(week.totals.fToBePaid)} />
                  </SimpleGrid>
                  {week.bWaitingForPayoutAccount ? (
                    <Alert color="yellow" variant="light" p="xs">
                      <Text size="sm">{texts.WAITING_FOR_ACCOUNT}</Text>
                    </Alert>
                  ) : null}
                  <div>
                    <Button
                      component={Link}
                      to={`/pay-statements?week=${week.dWeek}`}
                      variant="light"
                      aria-label={format.t(texts.OPEN_WEEK_OF, { from: format.day(week.dWeek) })}
                    >
                      {texts.OPEN_WEEK}
                    </Button>
                  </div>
                </Stack>
              </Paper>
            );
          })}
          {weeks.hasNextPage ? (
            <div>
              <Button
                variant="default"
                loading={weeks.isFetchingNextPage}
                onClick={() => void weeks.fetchNextPage()}
              >
                {texts.SHOW_EARLIER}
              </Button>
            </div>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}

type Column = { label: string; number?: boolean };

/** A table on wide screens, a card per row on a phone (pay-statements.module.css). */
function Lines({
  title,
  columns,
  rows,
  none,
}: {
  title: string;
  columns: Column[];
  rows: string[][];
  none: string;
}) {
  return (
    <section aria-label={title}>
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">{none}</Text>
      ) : (
        <table className={classes.table} role="table">
          <thead>
            <tr role="row">
              {columns.map((column) => (
                <th
                  key={column.label}
                  scope="col"
                  className={column.number ? classes.number : undefined}
                >
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index} role="row">
                {row.map((cell, cellIndex) => (
                  <td
                    role="cell"
                    key={columns[cellIndex]?.label ?? cellIndex}
                    data-label={columns[cellIndex]?.label}
                    className={columns[cellIndex]?.number ? classes.number : undefined}
                  >
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Totals({ texts, totals }: { texts: Texts; totals: StatementTotals }) {
  const format = useFormat();
  const lines: [string, string][] = [
    [texts.TOTAL_HOURS, format.number(totals.fHours)],
    [texts.TOTAL_PAY, format.money(totals.fPay)],
    [texts.TOTAL_TIPS, format.money(totals.fTips)],
    [texts.TOTAL_FEES, format.money(totals.fFees)],
    [texts.TOTAL_EARNED, format.money(totals.fEarned)],
    [texts.TOTAL_PAID_OUT, format.money(totals.fPaidOut)],
    [texts.TOTAL_TO_BE_PAID, format.money(totals.fToBePaid)],
  ];
  return (
    <section aria-label={texts.TOTALS}>
      <Title order={2} size="h4" mb="xs">
        {texts.TOTALS}
      </Title>
      <Paper withBorder p="md" radius="md">
        <Stack gap={6}>
          {lines.map(([label, value]) => (
            <Group
              key={label}
              justify="space-between"
              wrap="nowrap"
              role="group"
              aria-label={label}
            >
              <Text>{label}</Text>
              <Text fw={700} className={classes.number}>
                {value}
              </Text>
            </Group>
          ))}
        </Stack>
      </Paper>
    </section>
  );
}

function Downloads({ texts, week }: { texts: Texts; week: string }) {
  const client = useApiClient();
  const [busy, setBusy] = useState<'csv' | 'pdf' | null>(null);
  const [failed, setFailed] = useState(false);
  const download = async (kind: 'csv' | 'pdf') => {
    setBusy(kind);
    setFailed(false);
    try {
      saveFile(await statementFile(client, week, kind), `statement-${week}.${kind}`);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };
  const icon = <IconDownload size={20} stroke={1.75} aria-hidden />;
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Button
          variant="light"
          leftSection={icon}
          loading={busy === 'csv'}
          onClick={() => void download('csv')}
        >
          {texts.DOWNLOAD_CSV}
        </Button>
        <Button
          variant="light"
          leftSection={icon}
          loading={busy === 'pdf'}
          onClick={() => void download('pdf')}
        >
          {texts.DOWNLOAD_PDF}
        </Button>
      </Group>
      {failed ? (
        <Text size="sm" c="red.9" role="alert">
          {texts.DOWNLOAD_FAILED}
        </Text>
      ) : null}
    </Stack>
  );
}

function WeekContent({ texts, statement }: { texts: Texts; statement: Statement }) {
  const format = useFormat();
  const money = format.money;
  const forWord = {
    service: texts.FOR_SERVICE,
    tip: texts.FOR_TIP,
    cancellationFee: texts.FOR_FEE,
  };
  const amountColumns = [
    { label: texts.DATE },
    { label: texts.BOOKING },
    { label: texts.AMOUNT, number: true },
  ];
  return (
    <>
      {statement.bWaitingForPayoutAccount ? (
        <Alert color="yellow" variant="light">
          {texts.WAITING_FOR_ACCOUNT}
        </Alert>
      ) : null}
      <Downloads texts={texts} week={statement.dWeek} />
      <Lines
        title={texts.JOBS}
        none={texts.NONE}
        columns={[
          { label: texts.DATE },
          { label: texts.BOOKING },
          { label: texts.SERVICE },
          { label: texts.HOURS, number: true },
          { label: texts.PAY, number: true },
        ]}
        rows={statement.jobs.map((job) => [
          format.day(job.dDate),
          job.vBookingNo,
          job.vServiceName,
          format.number(job.fHours),
          money(job.fPay),
        ])}
      />
      <Lines
        title={texts.TIPS}
        none={texts.NONE}
        columns={amountColumns}
        rows={statement.tips.map((tip) => [
          format.day(tip.dDate),
          tip.vBookingNo,
          money(tip.fAmount),
        ])}
      />
      <Lines
        title={texts.FEES}
        none={texts.NONE}
        columns={amountColumns}
        rows={statement.fees.map((fee) => [
          format.day(fee.dDate),
          fee.vBookingNo,
          money(fee.fAmount),
        ])}
      />
      <Lines
        title={texts.TRANSFERS}
        none={texts.NONE}
        columns={[
          { label: texts.SENT_ON },
          { label: texts.BOOKING },
          { label: texts.PAID_FOR },
          { label: texts.AMOUNT, number: true },
        ]}
        rows={statement.transfers.map((transfer) => [
          format.day(transfer.dSentOn),
          transfer.vBookingNo,
          forWord[transfer.eFor],
          money(transfer.fAmount),
        ])}
      />
      <Totals texts={texts} totals={statement.totals} />
      <Text size="sm" c="dimmed">
        {texts.EXPLAINED}
      </Text>
    </>
  );
}

/** One week: its jobs, tips, fees and transfers, its totals and its files. */
function WeekView({ week }: { week: string }) {
  const texts = useStatementTexts();
  const format = useFormat();
  const client = useApiClient();
  const statement = useQuery(statementQuery(client, week));
  const title = statement.data
    ? format.t(texts.WEEK_OF, {
        from: format.day(statement.data.dWeek),
        to: format.day(statement.data.dWeekEnd),
      })
    : texts.HEADING;
  return (
    <Stack gap="lg" maw={900}>
      <Anchor component={Link} to="/pay-statements">
        {texts.BACK}
      </Anchor>
      <div>
        <Text c="dimmed" fw={600}>
          {texts.HEADING}
        </Text>
        <Title order={1}>{title}</Title>
        {statement.data ? (
          <Text c="dimmed">{format.t(texts.SUBHEADING, { zone: statement.data.vCityName })}</Text>
        ) : null}
      </div>
      {statement.isPending ? (
        <Loading label={texts.LOADING} />
      ) : statement.isError ? (
        <LoadError
          texts={texts}
          message={statement.error.message}
          retry={() => void statement.refetch()}
        />
      ) : (
        <WeekContent texts={texts} statement={statement.data} />
      )}
    </Stack>
  );
}

function CleanerStatements() {
  const texts = useStatementTexts();
  usePageTitle(texts.HEADING);
  const [params] = useSearchParams();
  const week = params.get('week');
  return week !== null && WEEK.test(week) ? <WeekView key={week} week={week} /> : <WeeksList />;
}

/** /pay-statements (issue 43, decision 136): the cleaner's weekly pay statements. */
export function PayStatementsPage() {
  const texts = useStatementTexts();
  if (currentRole() !== 'contractor') {
    return (
      <OtherRoleNotice
        audience="contractor"
        hint={texts.FOR_CLEANERS}
        to="/booking"
        linkLabel={texts.GO_TO_BOOKINGS}
      />
    );
  }
  return <CleanerStatements />;
}
