import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DownloadIcon from '@mui/icons-material/Download';
import FitScreenOutlinedIcon from '@mui/icons-material/FitScreenOutlined';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInteger } from '../../../lib/format';
import { pageOfInput } from '../lib/reader-state';
import { visuallyHidden } from '@mui/utils';

function ToolButton({
  label,
  onClick,
  disabled,
  testId,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton onClick={onClick} disabled={disabled} aria-label={label} data-testid={testId}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/**
 * The reader's controls: previous and next page (arrows pointing the way the page reads), the
 * page number (typed to jump), zoom out, in and fit to width, and the download. Wraps on phones.
 */
export function ReaderToolbar({
  page,
  pageCount,
  onPage,
  zoomPercent,
  canZoomIn,
  canZoomOut,
  fitting,
  onZoomIn,
  onZoomOut,
  onFit,
  onDownload,
  languageSwitch,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  zoomPercent: number;
  canZoomIn: boolean;
  canZoomOut: boolean;
  fitting: boolean;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onFit: () => void;
  onDownload: () => void;
  languageSwitch?: ReactNode;
}) {
  const { t, i18n } = useTranslation('research');
  const rtl = useTheme().direction === 'rtl';
  const [typed, setTyped] = useState(String(page));
  useEffect(() => setTyped(String(page)), [page]);
  const go = () => {
    const wanted = pageOfInput(typed, pageCount);
    if (wanted === null) setTyped(String(page));
    else if (wanted !== page) onPage(wanted);
  };
  const Previous = rtl ? ChevronRightIcon : ChevronLeftIcon;
  const Next = rtl ? ChevronLeftIcon : ChevronRightIcon;

  return (
    <Paper
      variant="outlined"
      role="toolbar"
      aria-label={t('reader.toolbar')}
      sx={{
        position: { xs: 'static', md: 'sticky' },
        top: { md: 64 },
        zIndex: 2,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        px: 1,
        py: 0.5,
      }}
      data-testid="reader-toolbar"
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <ToolButton label={t('reader.previous')} onClick={() => onPage(page - 1)} disabled={page <= 1} testId="reader-previous">
          <Previous />
        </ToolButton>
        <TextField
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onBlur={go}
          onKeyDown={(event) => {
            if (event.key === 'Enter') go();
          }}
          size="small"
          sx={{ width: 64 }}
          slotProps={{
            htmlInput: { inputMode: 'numeric', 'aria-label': t('reader.pageNumber'), style: { textAlign: 'center' }, 'data-testid': 'reader-page-input' },
          }}
        />
        <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }} aria-hidden>
          {t('reader.of', { total: formatInteger(pageCount, i18n.language) })}
        </Typography>
        <Box component="span" sx={visuallyHidden} aria-live="polite" data-testid="reader-page-count">
          {t('reader.pageOf', { page: formatInteger(page, i18n.language), total: formatInteger(pageCount, i18n.language) })}
        </Box>
        <ToolButton label={t('reader.next')} onClick={() => onPage(page + 1)} disabled={page >= pageCount} testId="reader-next">
          <Next />
        </ToolButton>
      </Box>
      <Divider orientation="vertical" flexItem />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <ToolButton label={t('reader.zoomOut')} onClick={onZoomOut} disabled={!canZoomOut} testId="reader-zoom-out">
          <ZoomOutIcon />
        </ToolButton>
        <Typography
          variant="body2"
          sx={{ minWidth: 48, textAlign: 'center' }}
          data-testid="reader-zoom"
          aria-label={t('reader.zoom', { percent: zoomPercent })}
        >
          <bdi>{zoomPercent}%</bdi>
        </Typography>
        <ToolButton label={t('reader.zoomIn')} onClick={onZoomIn} disabled={!canZoomIn} testId="reader-zoom-in">
          <ZoomInIcon />
        </ToolButton>
        <ToolButton label={t('reader.fitWidth')} onClick={onFit} disabled={fitting} testId="reader-fit">
          <FitScreenOutlinedIcon />
        </ToolButton>
      </Box>
      <Divider orientation="vertical" flexItem />
      <Button size="small" startIcon={<DownloadIcon />} onClick={onDownload} data-testid="reader-download">
        {t('reader.download')}
      </Button>
      {languageSwitch && <Box sx={{ marginInlineStart: 'auto' }}>{languageSwitch}</Box>}
    </Paper>
  );
}
