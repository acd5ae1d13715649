import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { directionOf, type Language } from '../../../lib/language';
import { readerPath } from '../lib/paths';
import { formatDay } from '../../../lib/format';
import { languagesOf, pagesOf, textLanguageOf } from '../lib/research-view';
import type { ResearchView } from '../types';

/**
 * One research document: its title and summary (in the page's language when it has them), when it
 * was published, and a "read" button for each language its PDF exists in, with its page count.
 * The reader is for signed-in users: a guest's click goes through sign-in and back (the route's guard).
 */
export function ResearchCard({ research }: { research: ResearchView }) {
  const { t, i18n } = useTranslation('research');
  const pageLanguage = i18n.language as Language;
  const textLanguage = textLanguageOf(research, pageLanguage);
  const languages = languagesOf(research);
  const date = formatDay(research.published_at, pageLanguage);

  return (
    <Card variant="outlined" component="article" sx={{ display: 'flex', flexDirection: 'column', height: '100%' }} data-testid={`research-${research.id}`}>
      <CardContent sx={{ flex: 1, display: 'grid', gap: 1, alignContent: 'start' }}>
        <Typography variant="h6" component="h2" lang={textLanguage} dir={directionOf(textLanguage)} sx={{ lineHeight: 1.4, overflowWrap: 'anywhere' }}>
          {research.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <time dateTime={research.published_at}>{t('list.published', { date })}</time>
        </Typography>
        {research.summary.trim() && (
          <Typography lang={textLanguage} dir={directionOf(textLanguage)} sx={{ overflowWrap: 'anywhere' }} data-testid="research-summary">
            {research.summary}
          </Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }} data-testid="research-languages">
          <Typography variant="body2" color="text.secondary">
            {t('list.languages')}:
          </Typography>
          {languages.map((language) => {
            const pages = pagesOf(research, language);
            return (
              <Chip
                key={language}
                size="small"
                variant="outlined"
                label={pages === null ? t(`languages.${language}`) : `${t(`languages.${language}`)} · ${t('list.pages', { count: pages })}`}
                data-testid={`research-language-${language}`}
              />
            );
          })}
        </Box>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        {languages.map((language) => (
          <Button
            key={language}
            component={RouterLink}
            to={readerPath(research.id, language)}
            variant={language === pageLanguage || languages.length === 1 ? 'contained' : 'outlined'}
            startIcon={<MenuBookOutlinedIcon />}
            data-testid={`research-read-${research.id}-${language}`}
            sx={{ m: '0 !important' }}
          >
            {t('list.read', { language: t(`languages.${language}`) })}
          </Button>
        ))}
      </CardActions>
    </Card>
  );
}
