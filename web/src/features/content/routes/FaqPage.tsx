import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { FormAlert } from '../../../components/FormAlert';
import { PageLoader } from '../../../components/PageLoader';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useFaq } from '../api/get-faq';
import { RichText } from '../../../components/RichText';

export function FaqPage() {
  const { t } = useTranslation('content');
  useDocumentTitle(t('screens.faq'));
  const faq = useFaq();

  return (
    <Box sx={{ maxWidth: 860, mx: 'auto' }} data-testid="faq-page">
      <Typography variant="h4" component="h1" sx={{ mb: 3, fontSize: { xs: 26, md: 32 } }}>
        {t('screens.faq')}
      </Typography>
      {faq.isPending ? (
        <PageLoader />
      ) : faq.isError ? (
        <>
          <FormAlert message={faq.error.message} />
          <Button variant="outlined" onClick={() => void faq.refetch()}>
            {t('common.retry')}
          </Button>
        </>
      ) : faq.data.length === 0 ? (
        <EmptyState icon={<HelpOutlineIcon />} title={t('faq.empty')} />
      ) : (
        faq.data.map((entry, index) => (
          <Accordion key={entry.id} disableGutters variant="outlined" sx={{ mb: 1, borderRadius: 2, '&:before': { display: 'none' } }}>
            <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`faq-${index}-content`} id={`faq-${index}-header`}>
              <Typography sx={{ fontWeight: 600 }}>{entry.question}</Typography>
            </AccordionSummary>
            <AccordionDetails>
              <RichText html={entry.answer} sx={{ color: 'text.secondary' }} />
            </AccordionDetails>
          </Accordion>
        ))
      )}
    </Box>
  );
}
