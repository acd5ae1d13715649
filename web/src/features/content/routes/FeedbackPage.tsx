import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { useDocumentTitle } from '../../../components/use-document-title';
import { rememberIntendedRoute } from '../../../lib/intended-route';
import { useSession } from '../../../lib/session-context';
import { SiteFeedbackForm } from '../components/SiteFeedbackForm';
import { TestimonialForm } from '../components/TestimonialForm';
import { Testimonials } from '../components/Testimonials';
import { contentPaths } from '../lib/paths';

/**
 * UserFeedback (spec §2, /feedbackeyjbd; DECISIONS 15): a visitor's feedback on the site, a
 * signed-in client's testimonial with stars, and the testimonials staff approved.
 */
export function FeedbackPage() {
  const { t } = useTranslation('content');
  useDocumentTitle(t('screens.userFeedback'));
  const { isSignedIn, user } = useSession();
  const navigate = useNavigate();
  const signIn = () => {
    rememberIntendedRoute(contentPaths.userFeedback);
    navigate(contentPaths.login);
  };
  return (
    <Stack spacing={3} data-testid="feedback-page">
      <PageHeader title={t('screens.userFeedback')} subtitle={t('feedback.subtitle')} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: isSignedIn ? '1fr 1fr' : '1fr' }, gap: 2, alignItems: 'start' }}>
        <SiteFeedbackForm key={user?.id ?? 'guest'} defaultName={user?.name ?? ''} defaultEmail={user?.email ?? ''} />
        {isSignedIn && <TestimonialForm />}
      </Box>
      {!isSignedIn && (
        <Alert
          severity="info"
          data-testid="testimonial-sign-in"
          action={
            <Button color="inherit" size="small" onClick={signIn}>
              {t('feedback.signIn')}
            </Button>
          }
        >
          {t('feedback.signInForTestimonial')}
        </Alert>
      )}
      <Testimonials />
    </Stack>
  );
}
