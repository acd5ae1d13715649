import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/PageLoader';
import { FormAlert } from '../../../components/FormAlert';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useProfile } from '../api/get-profile';
import { AcceptedAgreements } from '../components/profile/AcceptedAgreements';
import { BankDetailsForm } from '../components/profile/BankDetailsForm';
import { ChangePasswordForm } from '../components/profile/ChangePasswordForm';
import { FinancialStatement } from '../components/profile/FinancialStatement';
import { PersonalDataForm } from '../components/profile/PersonalDataForm';

type ProfileTab = 'personal' | 'bank' | 'statement' | 'password';

/**
 * Profile management in four tabs (spec §2); the financial statement is for analysts only. Its
 * content is the analysts module's, handed in by the app (`statement`); without it the tab says
 * there is nothing to show. Under the agreements come the sections other modules add
 * (`children`, given by the route table, e.g. the notification settings).
 */
export function MyProfilePage({ statement, children }: { statement?: ReactNode; children?: ReactNode }) {
  const { t } = useTranslation('accounts');
  useDocumentTitle(t('screens.myProfile'));
  const profile = useProfile();
  const [params, setParams] = useSearchParams();
  const isAnalyst = profile.data?.is_analyst === true;
  const tabs: ProfileTab[] = isAnalyst ? ['personal', 'bank', 'statement', 'password'] : ['personal', 'bank', 'password'];
  const requested = params.get('tab') as ProfileTab | null;
  const tab: ProfileTab = requested && tabs.includes(requested) ? requested : 'personal';

  return (
    <Box sx={{ maxWidth: 860, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ mb: 3, fontSize: { xs: 26, md: 32 } }}>
        {t('profile.title')}
      </Typography>
      <Paper variant="outlined">
        <Tabs
          value={tab}
          onChange={(_event, next: ProfileTab) => setParams({ tab: next }, { replace: true })}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
        >
          {tabs.map((id) => (
            <Tab key={id} value={id} label={t(`profile.tabs.${id}`)} id={`profile-tab-${id}`} aria-controls={`profile-panel-${id}`} />
          ))}
        </Tabs>
        <Box role="tabpanel" id={`profile-panel-${tab}`} aria-labelledby={`profile-tab-${tab}`} sx={{ p: { xs: 2, md: 4 } }}>
          {tab === 'password' ? (
            <ChangePasswordForm />
          ) : profile.isPending ? (
            <PageLoader />
          ) : profile.isError ? (
            <FormAlert message={profile.error.message} />
          ) : tab === 'personal' ? (
            <PersonalDataForm profile={profile.data} />
          ) : tab === 'bank' ? (
            <BankDetailsForm profile={profile.data} />
          ) : (
            (statement ?? <FinancialStatement />)
          )}
        </Box>
      </Paper>
      <AcceptedAgreements />
      {children}
    </Box>
  );
}
