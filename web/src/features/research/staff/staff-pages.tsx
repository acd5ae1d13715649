import { lazy } from 'react';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import { useTranslation } from 'react-i18next';
import type { StaffPage } from '../../../lib/staff-page';

function NewsTitle() {
  const { t } = useTranslation('research');
  return t('staff.news.title');
}

function ResearchTitle() {
  const { t } = useTranslation('research');
  return t('staff.research.title');
}

/** What the research module adds to the staff console: the news, and the research library. */
export const staffPages: StaffPage[] = [
  { path: 'news', Title: NewsTitle, Icon: NewspaperIcon, Page: lazy(() => import('./NewsStaffPage')) },
  { path: 'research', Title: ResearchTitle, Icon: DescriptionOutlinedIcon, Page: lazy(() => import('./ResearchStaffPage')) },
];
