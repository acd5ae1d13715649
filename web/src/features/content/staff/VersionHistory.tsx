import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/Pager';
import { ErrorBlock, LoadingBlock } from '../../../components/QueryStates';
import { formatMoment } from '../../../lib/format';
import { directionOf, type Language } from '../../../lib/language';
import { ContentArticle } from '../components/ContentArticle';
import { isUnchanged, useRestoreVersion, useVersion, useVersions, type StaffContent } from '../api/staff-contents';

/** A text's versions, newest first: who saved each, when, what changed; view or restore one. */
export function VersionHistory({ content }: { content: StaffContent }) {
  const { t, i18n } = useTranslation('content');
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<number | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);
  const versions = useVersions(content.key, page);

  let body;
  if (versions.isPending) body = <LoadingBlock height={200} />;
  else if (versions.isError) body = <ErrorBlock error={versions.error} onRetry={() => void versions.refetch()} />;
  else
    body = (
      <>
        <TableContainer>
          <Table size="small" data-testid="content-versions">
            <TableHead>
              <TableRow>
                <TableCell>{t('staff.history.version')}</TableCell>
                <TableCell>{t('staff.history.when')}</TableCell>
                <TableCell>{t('staff.history.who')}</TableCell>
                <TableCell>{t('staff.history.what')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {versions.data.versions.map((v) => (
                <TableRow key={v.version} data-testid={`content-version-${v.version}`}>
                  <TableCell>
                    {v.version}
                    {v.version === content.version && <Chip size="small" sx={{ mx: 1 }} label={t('staff.history.current')} />}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoment(v.created_at, i18n.language)}</TableCell>
                  <TableCell>{v.created_by?.name ?? t('staff.editor.seeded')}</TableCell>
                  <TableCell>
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                      {v.material && <Chip size="small" color="warning" label={t('staff.history.material')} />}
                      {v.restored_from !== null && (
                        <Chip size="small" variant="outlined" label={t('staff.history.restoredFrom', { version: v.restored_from })} />
                      )}
                      {v.changed.map((field) => (
                        <Chip key={field} size="small" variant="outlined" label={t(`staff.history.fields.${field as 'title_ar'}`)} />
                      ))}
                    </Box>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Button size="small" onClick={() => setViewing(v.version)}>
                      {t('staff.history.view')}
                    </Button>
                    {v.version !== content.version && (
                      <Button size="small" onClick={() => setRestoring(v.version)} data-testid={`content-restore-${v.version}`}>
                        {t('staff.history.restore')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        {versions.data.meta && <Pager page={page} perPage={versions.data.meta.per_page} total={versions.data.meta.total} onChange={setPage} />}
      </>
    );

  return (
    <Box>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('staff.history.title')}
      </Typography>
      {body}
      {viewing !== null && <VersionDialog contentKey={content.key} version={viewing} onClose={() => setViewing(null)} />}
      {restoring !== null && <RestoreDialog content={content} version={restoring} onClose={() => setRestoring(null)} />}
    </Box>
  );
}

function VersionDialog({ contentKey, version, onClose }: { contentKey: string; version: number; onClose: () => void }) {
  const { t, i18n } = useTranslation('content');
  const shown = useVersion(contentKey, version);
  const dir = directionOf(i18n.language as Language);
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth dir={dir}>
      <DialogTitle>{t('staff.history.viewTitle', { version })}</DialogTitle>
      <DialogContent>
        {shown.isPending ? (
          <LoadingBlock height={300} />
        ) : shown.isError ? (
          <ErrorBlock error={shown.error} />
        ) : (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
            <ContentArticle language="ar" title={shown.data.title_ar} body={shown.data.body_ar} format={shown.data.format} />
            <ContentArticle language="en" title={shown.data.title_en} body={shown.data.body_en} format={shown.data.format} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('staff.history.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function RestoreDialog({ content, version, onClose }: { content: StaffContent; version: number; onClose: () => void }) {
  const { t, i18n } = useTranslation('content');
  const [material, setMaterial] = useState(false);
  const restore = useRestoreVersion(content.key);
  return (
    <Dialog open onClose={onClose} dir={directionOf(i18n.language as Language)}>
      <DialogTitle>{t('staff.history.restoreTitle', { version })}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>{t('staff.history.restoreHint', { version, next: content.version + 1 })}</Typography>
        {content.document && (
          <FormControlLabel
            control={<Checkbox checked={material} onChange={(event) => setMaterial(event.target.checked)} />}
            label={t('staff.editor.material')}
          />
        )}
        {restore.isError &&
          (isUnchanged(restore.error) ? (
            // The version's text is the current one: nothing to restore, and nothing went wrong.
            <Alert severity="info" role="status" data-testid="content-restore-unchanged">
              {restore.error.message || t('staff.editor.unchanged')}
            </Alert>
          ) : (
            <Alert severity="error">{restore.error.message}</Alert>
          ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('staff.history.cancel')}</Button>
        <Button
          variant="contained"
          disabled={restore.isPending}
          onClick={() => restore.mutate({ version, material, baseVersion: content.version }, { onSuccess: onClose })}
          data-testid="content-restore-confirm"
        >
          {t('staff.history.restore')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
