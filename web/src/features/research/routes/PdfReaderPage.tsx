import { useCallback, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams, useSearchParams } from 'react-router';
import { MessagePage } from '../../../components/MessagePage';
import { readPage } from '../../../components/Pager';
import { ErrorBlock, LoadingBlock } from '../../../components/QueryStates';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isApiError } from '../../../lib/api-error';
import { rememberIntendedRoute } from '../../../lib/intended-route';
import { directionOf } from '../../../lib/language';
import { saveBlob } from '../../../lib/save-blob';
import { useResearchDocument } from '../api/get-research-document';
import { useResearchPdf } from '../api/get-research-pdf';
import { PdfPageCanvas } from '../components/PdfPageCanvas';
import { ReaderToolbar } from '../components/ReaderToolbar';
import { readerLanguageOf, readerPath, researchFileName, researchIdOf, researchPath } from '../lib/paths';
import { canZoomIn, canZoomOut, clampPage, FIT_WIDTH, scaleOf, zoomIn, zoomOut, zoomPercent, type Zoom } from '../lib/reader-state';
import { languagesOf, textLanguageOf } from '../lib/research-view';
import { useElementWidth } from '../lib/use-element-width';
import { usePdfDocument } from '../lib/use-pdf-document';
import type { ResearchLanguage, ResearchView } from '../types';

/** The reading area's padding on each side, in CSS pixels (fit to width leaves it free). */
const AREA_PADDING = 16;

/**
 * `/financial-research/:id/:language` (spec §2, signed-in): a research PDF drawn page by page with
 * pdf.js. The PDF is fetched with the user's token, then opened from its bytes; the page is kept
 * in the address (`?page=`), the zoom fits the width until the reader zooms.
 */
export function PdfReaderPage() {
  const { t } = useTranslation('research');
  const params = useParams();
  const id = researchIdOf(params.id);
  const language = readerLanguageOf(params.language);
  const research = useResearchDocument(id);
  const pdf = useResearchPdf(id, language);
  useDocumentTitle(research.data?.title ?? t('screens.pdfReader'));

  const notFound = (
    <MessagePage
      testId="reader-not-found"
      icon={<SearchOffIcon />}
      title={t('reader.notFoundTitle')}
      description={t('reader.notFoundText')}
      actions={
        <Button variant="contained" component={RouterLink} to={researchPath}>
          {t('reader.back')}
        </Button>
      }
    />
  );
  if (id === null || language === null) return notFound;
  const failure = pdf.error ?? research.error;
  if (isApiError(failure) && failure.status === 404) return notFound;
  if (isApiError(failure) && failure.status === 401) return <SignInAgain />;
  if (pdf.isError) return <ErrorBlock error={pdf.error} onRetry={() => void pdf.refetch()} />;
  return <Reader id={id} language={language} research={research.data} blob={pdf.data} />;
}

/** The session ended while reading: sign in again and come back here. */
function SignInAgain() {
  const { t } = useTranslation('research');
  const location = useLocation();
  return (
    <MessagePage
      testId="reader-sign-in"
      icon={<LockOutlinedIcon />}
      title={t('reader.signInTitle')}
      description={t('reader.signInText')}
      actions={
        <Button variant="contained" component={RouterLink} to="/login" onClick={() => rememberIntendedRoute(`${location.pathname}${location.search}`)}>
          {t('reader.signIn')}
        </Button>
      }
    />
  );
}

function Reader({ id, language, research, blob }: { id: number; language: ResearchLanguage; research: ResearchView | undefined; blob: Blob | undefined }) {
  const { t, i18n } = useTranslation('research');
  const rtl = useTheme().direction === 'rtl';
  const [params, setParams] = useSearchParams();
  const pdf = usePdfDocument(blob);
  const pageCount = pdf.status === 'ready' ? pdf.document.numPages : 0;
  const page = clampPage(readPage(params.get('page')), pageCount);
  const [zoom, setZoom] = useState<Zoom>(FIT_WIDTH);
  const [fit, setFit] = useState(1);
  const [rendered, setRendered] = useState<number | null>(null);
  const areaRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(areaRef);
  const onFitScale = useCallback((scale: number) => setFit(scale), []);
  const onRendered = useCallback((n: number) => setRendered(n), []);

  const goTo = (next: number) =>
    setParams(
      (current) => {
        const result = new URLSearchParams(current);
        if (next > 1) result.set('page', String(next));
        else result.delete('page');
        return result;
      },
      { replace: true },
    );

  const title = research?.title ?? '';
  const textLanguage = research ? textLanguageOf(research, i18n.language as ResearchLanguage) : language;
  const others = research ? languagesOf(research) : [language];
  const Back = rtl ? ArrowForwardIcon : ArrowBackIcon;

  const languageSwitch =
    others.length > 1 ? (
      <ButtonGroup size="small" aria-label={t('reader.languages')} data-testid="reader-languages">
        {others.map((other) => (
          <Button
            key={other}
            component={RouterLink}
            to={readerPath(id, other)}
            replace
            variant={other === language ? 'contained' : 'outlined'}
            aria-current={other === language ? 'page' : undefined}
            lang={other}
            data-testid={`reader-language-${other}`}
          >
            {t(`languages.${other}`)}
          </Button>
        ))}
      </ButtonGroup>
    ) : undefined;

  let body;
  if (pdf.status === 'failed') body = <ErrorBlock error={new Error(t('reader.failed'))} />;
  else if (pdf.status !== 'ready') body = <LoadingBlock height={520} label={t('reader.loading')} />;
  else
    body = (
      <PdfPageCanvas
        document={pdf.document}
        pageNumber={page}
        zoom={zoom}
        availableWidth={Math.max(0, width - 2 * AREA_PADDING)}
        label={t('reader.pageImage', { page, title })}
        onFitScale={onFitScale}
        onRendered={onRendered}
      />
    );

  const scale = scaleOf(zoom, fit);
  return (
    <Stack spacing={2} data-testid="pdf-reader" data-rendered-page={rendered ?? undefined}>
      <Box>
        <Button component={RouterLink} to={researchPath} startIcon={<Back />} size="small" sx={{ mb: 1 }}>
          {t('reader.back')}
        </Button>
        <Typography variant="h5" component="h1" lang={textLanguage} dir={directionOf(textLanguage)} sx={{ overflowWrap: 'anywhere', minHeight: '1.5em' }}>
          {title}
        </Typography>
      </Box>
      <ReaderToolbar
        page={page}
        pageCount={Math.max(pageCount, 1)}
        onPage={goTo}
        zoomPercent={zoomPercent(scale)}
        canZoomIn={canZoomIn(zoom, fit)}
        canZoomOut={canZoomOut(zoom, fit)}
        fitting={zoom.kind === 'fit'}
        onZoomIn={() => setZoom(zoomIn(zoom, fit))}
        onZoomOut={() => setZoom(zoomOut(zoom, fit))}
        onFit={() => setZoom(FIT_WIDTH)}
        onDownload={() => blob && saveBlob(blob, researchFileName(id, language))}
        languageSwitch={languageSwitch}
      />
      <Box
        ref={areaRef}
        lang={language}
        sx={{ overflow: 'auto', bgcolor: 'grey.100', borderRadius: 1, p: `${AREA_PADDING}px`, minHeight: 320 }}
        data-testid="reader-area"
      >
        {body}
      </Box>
    </Stack>
  );
}
