import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorBlock, LoadingBlock } from '../../../../components/QueryStates';
import { isApiError } from '../../../../lib/api-error';
import { formatMoment } from '../../../../lib/format';
import { useMyAgreements } from '../../api/get-my-consents';

/** What sign-up's checkbox accepts. */
const signUpDocuments = ['terms', 'privacy-policy'];

/**
 * Which version of each legal document the user accepted, and when; a document that changed
 * materially since links to its page, where the new version is accepted. Absent where the
 * deployment has no content module (its API answers 404).
 */
export function AcceptedAgreements() {
  const { t, i18n } = useTranslation('accounts');
  const agreements = useMyAgreements();
  if (isApiError(agreements.error) && agreements.error.status === 404) return null;

  let body;
  if (agreements.isPending) body = <LoadingBlock height={160} />;
  else if (agreements.isError) body = <ErrorBlock error={agreements.error} onRetry={() => void agreements.refetch()} />;
  else {
    // A changed document the user had accepted, and the sign-up documents everyone accepts.
    const pending = agreements.data.documents.filter((d) => d.needs_acceptance && (d.accepted_version !== null || signUpDocuments.includes(d.key)));
    body = (
      <>
        {pending.map((d) => (
          <Alert
            key={d.key}
            severity="warning"
            sx={{ mb: 2 }}
            data-testid={`agreement-pending-${d.key}`}
            action={
              <Button component={RouterLink} to={`/${d.key}`} color="inherit" size="small" data-testid={`agreement-review-${d.key}`}>
                {t('profile.agreements.review')}
              </Button>
            }
          >
            {t(d.accepted_version === null ? 'profile.agreements.notYet' : 'profile.agreements.changed', { title: d.title, version: d.current_version })}
          </Alert>
        ))}
        {agreements.data.history.length === 0 ? (
          <Typography color="text.secondary">{t('profile.agreements.none')}</Typography>
        ) : (
          <TableContainer>
            <Table size="small" data-testid="accepted-agreements">
              <TableHead>
                <TableRow>
                  <TableCell>{t('profile.agreements.document')}</TableCell>
                  <TableCell>{t('profile.agreements.version')}</TableCell>
                  <TableCell>{t('profile.agreements.acceptedAt')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {agreements.data.history.map((a, index) => {
                  const standing = agreements.data.documents.find((d) => d.key === a.document);
                  const isLatest = standing?.accepted_version === a.version && agreements.data.history.findIndex((h) => h.document === a.document) === index;
                  return (
                    <TableRow key={`${a.document}-${a.version}-${a.accepted_at}`} data-testid={`accepted-${a.document}-${a.version}`}>
                      <TableCell component="th" scope="row">
                        <RouterLink to={`/${a.document}`}>{a.title}</RouterLink>
                      </TableCell>
                      <TableCell>
                        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                          {a.version}
                          {isLatest && standing && !standing.needs_acceptance && <Chip size="small" color="success" label={t('profile.agreements.current')} />}
                        </Box>
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoment(a.accepted_at, i18n.language)}</TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </>
    );
  }

  return (
    <Paper variant="outlined" sx={{ mt: 3, p: { xs: 2, md: 4 } }} component="section" aria-labelledby="agreements-title" data-testid="profile-agreements">
      <Typography variant="h6" component="h2" id="agreements-title" sx={{ mb: 2 }}>
        {t('profile.agreements.title')}
      </Typography>
      {body}
    </Paper>
  );
}
