import { Group, Pagination } from '@mantine/core';
import '@mantine/core/styles/Pagination.css';
import { useSiteTexts } from '../../../components/site-texts.ts';

type Props = {
  page: number;
  total: number;
  onChange: (page: number) => void;
  previousLabel: string;
  nextLabel: string;
};

/** Numbered pages with Previous and Next (spec §2), inside a navigation landmark. */
export function BlogPagination({ page, total, onChange, previousLabel, nextLabel }: Props) {
  const site = useSiteTexts();
  if (total <= 1) return null;
  return (
    <Pagination.Root
      total={total}
      value={page}
      onChange={onChange}
      getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
    >
      <Group component="nav" aria-label={site.BLOG_PAGES} gap={6} justify="center" wrap="wrap">
        <Pagination.Control
          withPadding
          disabled={page <= 1}
          onClick={() => onChange(page - 1)}
          px="md"
        >
          {previousLabel}
        </Pagination.Control>
        <Pagination.Items />
        <Pagination.Control
          withPadding
          disabled={page >= total}
          onClick={() => onChange(page + 1)}
          px="md"
        >
          {nextLabel}
        </Pagination.Control>
      </Group>
    </Pagination.Root>
  );
}
