import { lazy } from 'react';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import EventSeatOutlinedIcon from '@mui/icons-material/EventSeatOutlined';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import { useTranslation } from 'react-i18next';
import type { StaffPage } from '../../../lib/staff-page';

function ContentsTitle() {
  const { t } = useTranslation('content');
  return t('staff.contents.title');
}

function FaqTitle() {
  const { t } = useTranslation('content');
  return t('staff.faq.title');
}

function ConsentsTitle() {
  const { t } = useTranslation('content');
  return t('staff.consents.title');
}

function WorkshopsTitle() {
  const { t } = useTranslation('content');
  return t('staff.workshops.title');
}

function FeedbackTitle() {
  const { t } = useTranslation('content');
  return t('staff.feedback.title');
}

function AdvisorsTitle() {
  const { t } = useTranslation('content');
  return t('staff.advisors.title');
}

/** What the content module adds to the staff console. */
export const staffPages: StaffPage[] = [
  { path: 'contents', Title: ContentsTitle, Icon: ArticleOutlinedIcon, Page: lazy(() => import('./ContentsPage')) },
  { path: 'faq', Title: FaqTitle, Icon: HelpOutlineIcon, Page: lazy(() => import('./FaqStaffPage')) },
  { path: 'consents', Title: ConsentsTitle, Icon: FactCheckOutlinedIcon, Page: lazy(() => import('./ConsentsStaffPage')) },
  { path: 'workshops', Title: WorkshopsTitle, Icon: EventSeatOutlinedIcon, Page: lazy(() => import('./WorkshopsStaffPage')) },
  { path: 'advisors', Title: AdvisorsTitle, Icon: BadgeOutlinedIcon, Page: lazy(() => import('./AdvisorsStaffPage')) },
  { path: 'feedback', Title: FeedbackTitle, Icon: RateReviewOutlinedIcon, Page: lazy(() => import('./FeedbackStaffPage')) },
];
