import type { MouseEvent } from 'react';
import { Text, Typography } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { useCleanHtml } from './use-clean-html.ts';
import { safeHtmlContentClass } from './safe-html-content.ts';
import { useSiteTexts } from './site-texts.ts';

type Props = { html: string };

/**
 * Server HTML (pages, blog posts), sanitized again before it is rendered (`useCleanHtml`). Links inside it to
 * our own pages navigate in the app instead of reloading it; empty content shows No Data Found.
 */
export function SafeHtml({ html }: Props) {
  const site = useSiteTexts();
  const navigate = useNavigate();
  const clean = useCleanHtml(html);

  if (clean.trim() === '') return <Text c="dimmed">{site.NO_DATA}</Text>;

  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href?.startsWith('/') || href.startsWith('//') || event.metaKey || event.ctrlKey) return;
    event.preventDefault();
    void navigate(href);
  };

  return (
    <Typography>
      <div
        className={safeHtmlContentClass}
        onClick={followInternalLink}
        dangerouslySetInnerHTML={{ __html: clean }}
      />
    </Typography>
  );
}
