import { Tabs } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTexts } from '../../../../i18n/texts.ts';
import { adminPeopleTexts } from '../../components/console-texts.ts';
import { translationTexts } from '../translation-texts.ts';
import '@mantine/core/styles/Tabs.css';

const FAQ = '/admin/content';
const BLOG = '/admin/content/blog';
const COMMENTS = '/admin/content/comments';
const LABELS = '/admin/content/labels';

/**
 * FAQ, Blog posts, Comments and Labels are four pages (each list keeps its own page and filters in the
 * address).
 */
export function ContentTabs() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { adminContentLabels: labels } = useTexts(adminPeopleTexts);
  const { consoleTranslationLabels: words } = useTexts(translationTexts);
  const current = [BLOG, COMMENTS, LABELS].find((tab) => pathname.startsWith(tab)) ?? FAQ;
  return (
    <Tabs value={current} onChange={(value) => value && navigate(value)} mb="md">
      <Tabs.List>
        <Tabs.Tab value={FAQ}>{labels.FAQ_TAB}</Tabs.Tab>
        <Tabs.Tab value={BLOG}>{labels.BLOG_TAB}</Tabs.Tab>
        <Tabs.Tab value={COMMENTS}>{labels.COMMENTS_TAB}</Tabs.Tab>
        <Tabs.Tab value={LABELS}>{words.LABELS_TAB}</Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
}
