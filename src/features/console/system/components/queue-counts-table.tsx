import { Fragment } from 'react';
import { Table } from '@mantine/core';
import { useTexts } from '../../../../i18n/texts.ts';
import { adminSystemTexts } from '../../components/console-texts.ts';
import { useConsoleFormat } from '../../components/use-console-format.ts';
import type { QueueCounts } from '../queries.ts';
import classes from './queue-counts-table.module.css';
import '@mantine/core/styles/Table.css';

/** `payments.authorize-due` breaks after its dot on a phone, not inside a word. */
function breakableAtDots(name: string) {
  return name.split('.').map((part, index) => (
    <Fragment key={index}>
      {index > 0 && (
        <>
          .<wbr />
        </>
      )}
      {part}
    </Fragment>
  ));
}

/**
 * The queues' counts as one small table at every width: a name and three numbers fit a phone's
 * 390 px, where a card per queue (PagedList's phone form) made a screen of four-line cards to
 * read three numbers each.
 */
export function QueueCountsTable({ queues }: { queues: QueueCounts[] }) {
  const { systemLabels } = useTexts(adminSystemTexts);
  const { count: many } = useConsoleFormat();
  const counts = [
    { header: systemLabels.WAITING, count: (row: QueueCounts) => row.waiting },
    { header: systemLabels.RUNNING, count: (row: QueueCounts) => row.active },
    { header: systemLabels.FAILED, count: (row: QueueCounts) => row.failed },
  ];
  return (
    <Table striped verticalSpacing="xs" aria-label={systemLabels.JOBS_LIST}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{systemLabels.QUEUE}</Table.Th>
          {counts.map(({ header }) => (
            <Table.Th key={header} scope="col" className={classes.count}>
              {header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {queues.map((row) => (
          <Table.Tr key={row.queue}>
            <Table.Th scope="row" fw="normal">
              <code className={classes.queue}>{breakableAtDots(row.queue)}</code>
            </Table.Th>
            {counts.map(({ header, count }) => (
              <Table.Td key={header} className={classes.count}>
                {many(count(row))}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
