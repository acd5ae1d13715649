import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useApproveReview } from '../api/approve-review';
import { checkCommentaries, COMMENTARY_MAX, commentaryField, commentaryFields, toApproveBody, type CommentaryError } from '../lib/approve-form';
import { isDownloadable } from '../lib/document-file';
import type { AnalysisRequestView } from '../types';
import { DownloadDocumentButton } from './DownloadDocumentButton';

/**
 * The assigned analyst's review of a request in review: each draft to read, their commentary on
 * each (required), then approve and deliver. The server's 403, 409 and 422 answers are shown.
 */
export function ApproveForm({ request }: { request: AnalysisRequestView }) {
  const { t } = useTranslation('stock_analysis');
  const { documents } = request;
  const [commentaries, setCommentaries] = useState<Record<number, string>>(() =>
    Object.fromEntries(documents.map((document) => [document.id, document.commentary ?? ''])),
  );
  const errors = useFormErrors<string, CommentaryError>(commentaryFields(documents), (key) => t(`reviews.errors.${key}`));
  const approve = useApproveReview();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (approve.isPending) return;
    if (!errors.validate(checkCommentaries(documents, commentaries))) return;
    approve.mutate({ requestId: request.id, body: toApproveBody(documents, commentaries) }, { onError: (error) => errors.setServerError(error) });
  };

  if (approve.isSuccess) {
    return (
      <Alert severity="success" role="status" data-testid={`review-${request.id}-approved`}>
        {t('reviews.approved')}
      </Alert>
    );
  }
  if (documents.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('reviews.noDocuments')}
      </Typography>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid={`approve-form-${request.id}`}>
      <Stack spacing={2}>
        {documents.map((document, index) => {
          const field = commentaryField(index);
          const text = commentaries[document.id] ?? '';
          const problem = errors.fieldError(field);
          return (
            <Paper
              key={document.id}
              variant="outlined"
              sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1.5, minWidth: 0 }}
              data-testid={`review-document-${document.id}`}
            >
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                  (<bdi dir="ltr">{document.symbol}</bdi>) <bdi>{document.name}</bdi>
                </Typography>
                {isDownloadable(document) && <DownloadDocumentButton document={document} label={t('reviews.draft')} />}
              </Box>
              <TextField
                label={t('reviews.commentary')}
                value={text}
                onChange={(event) => {
                  setCommentaries((current) => ({ ...current, [document.id]: event.target.value }));
                  errors.clearField(field);
                }}
                multiline
                minRows={4}
                required
                error={Boolean(problem)}
                helperText={problem ?? t('reviews.commentaryHint', { used: text.length, max: COMMENTARY_MAX })}
                slotProps={{ htmlInput: { maxLength: COMMENTARY_MAX, 'data-testid': `commentary-${document.id}` } }}
              />
            </Paper>
          );
        })}
        <Box>
          <FormAlert message={errors.formError} />
          <Button
            type="submit"
            variant="contained"
            startIcon={<TaskAltIcon />}
            disabled={approve.isPending}
            data-testid={`approve-${request.id}`}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            {approve.isPending ? t('reviews.approving') : t('reviews.approve')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
