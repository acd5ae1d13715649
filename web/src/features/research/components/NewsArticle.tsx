import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { directionOf } from '../../../lib/language';
import { stockPath } from '../../../lib/stock-path';
import { formatMoment } from '../../../lib/format';
import { isResearchLanguage, type NewsView } from '../types';
import { visuallyHidden } from '@mui/utils';

/** Only links to the web are followed: a feed could carry any scheme. */
function safeLink(link: string | null | undefined): string | null {
  return link && /^https?:\/\//i.test(link.trim()) ? link.trim() : null;
}

/**
 * One article: its title, when (Riyadh time) and from whom, the summary, the stocks it names
 * (each leading to its page), the whole text on request and the original when imported. The
 * text keeps its own language and direction, whatever the page's.
 */
export function NewsArticle({ article, headingLevel = 'h2' }: { article: NewsView; headingLevel?: 'h2' | 'h3' }) {
  const { t, i18n } = useTranslation('research');
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const language = isResearchLanguage(article.language) ? article.language : undefined;
  const dir = language ? directionOf(language) : 'auto';
  const link = safeLink(article.link);
  const time = formatMoment(article.published_at, i18n.language);
  const hasMore = article.body.trim() !== '' && article.body.trim() !== article.summary.trim();

  return (
    <Box component="article" data-testid={`news-${article.id}`} sx={{ py: 2, display: 'grid', gap: 1, minWidth: 0 }}>
      <Typography variant="h6" component={headingLevel} lang={language} dir={dir} sx={{ lineHeight: 1.4, overflowWrap: 'anywhere' }}>
        {article.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <span data-testid="news-source">
          {t('news.source')}: <bdi>{article.source.trim() || t('news.eva')}</bdi>
        </span>
        <span aria-hidden>·</span>
        <time dateTime={article.published_at} data-testid="news-time">
          {t('news.publishedAt', { time })}
        </time>
        {language && language !== i18n.language && (
          <Chip component="span" size="small" variant="outlined" label={t(`news.writtenIn.${language}`)} data-testid="news-written-in" sx={{ height: 20 }} />
        )}
      </Typography>
      <Typography lang={language} dir={dir} sx={{ overflowWrap: 'anywhere' }} data-testid="news-summary">
        {article.summary}
      </Typography>
      {hasMore && (
        <Collapse in={open} unmountOnExit>
          <Typography id={bodyId} lang={language} dir={dir} sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} data-testid="news-body">
            {article.body}
          </Typography>
        </Collapse>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {hasMore && (
          <Button
            size="small"
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
            aria-controls={open ? bodyId : undefined}
            data-testid="news-read-more"
          >
            {open ? t('news.readLess') : t('news.readMore')}
          </Button>
        )}
        {link && (
          <Link
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            variant="body2"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
            data-testid="news-original"
          >
            {t('news.original')}
            <OpenInNewIcon fontSize="inherit" aria-hidden />
            <Box component="span" sx={visuallyHidden}>
              {t('news.newTab')}
            </Box>
          </Link>
        )}
      </Box>
      {article.stocks.length > 0 && (
        <Box component="ul" aria-label={t('news.stocks')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {article.stocks.map((stock) => (
            <li key={stock.id}>
              <Chip
                component={RouterLink}
                to={stockPath(stock.id)}
                clickable
                size="small"
                variant="outlined"
                label={
                  <>
                    <bdi dir="ltr">{stock.symbol}</bdi> {stock.name}
                  </>
                }
                data-testid={`news-stock-${stock.id}`}
              />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
