import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/Pager';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../components/QueryStates';
import { isApiError } from '../../../lib/api-error';
import { formatMoment } from '../../../lib/format';
import type { CommentsPage } from '../api/comments';

interface Query {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data?: CommentsPage;
  refetch: () => unknown;
}

/**
 * Comments newest first, paged, with a form above them. An empty comment is refused here with
 * `emptyMessage` (the spec's words) before anything is sent; the server's own refusal shows
 * under the field too.
 */
export function CommentThread({
  comments,
  page,
  onPage,
  onPost,
  sending,
  placeholder,
  sendLabel,
  emptyMessage,
  noneText,
  testIds,
}: {
  comments: Query;
  page: number;
  onPage: (page: number) => void;
  onPost: (text: string) => Promise<unknown>;
  sending: boolean;
  placeholder: string;
  sendLabel: string;
  emptyMessage: string;
  noneText: string;
  testIds: { input: string; send: string; item: (id: number) => string };
}) {
  const { t, i18n } = useTranslation('ratings');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      setError(emptyMessage);
      return;
    }
    try {
      await onPost(text.trim());
      setText('');
      setError(null);
    } catch (failure) {
      setError(isApiError(failure) ? (failure.fieldError('comment') ?? failure.message) : t('errors.unknown', { ns: 'translation' }));
    }
  };
  return (
    <Stack spacing={2}>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void submit(event)}
        sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}
      >
        <TextField
          fullWidth
          multiline
          minRows={2}
          placeholder={placeholder}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          error={Boolean(error)}
          helperText={error}
          slotProps={{ htmlInput: { maxLength: 2000, 'aria-label': placeholder, 'data-testid': testIds.input } }}
        />
        <Button type="submit" variant="contained" disabled={sending} data-testid={testIds.send}>
          {sendLabel}
        </Button>
      </Box>
      {comments.isPending ? (
        <LoadingBlock height={160} />
      ) : comments.isError || !comments.data ? (
        <ErrorBlock error={comments.error} onRetry={() => void comments.refetch()} />
      ) : comments.data.items.length === 0 ? (
        <EmptyBlock text={noneText} />
      ) : (
        <Stack spacing={1.5} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {comments.data.items.map((comment) => (
            <Box component="li" key={comment.id} data-testid={testIds.item(comment.id)} sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 0.5 }}>
                <Typography variant="subtitle2" component="span">
                  <bdi>{comment.author_name}</bdi>
                </Typography>
                {comment.by_analyst && <Chip size="small" color="primary" label={t('details.byAnalyst')} />}
                <Typography variant="caption" color="text.secondary">
                  {formatMoment(comment.created_at, i18n.language)}
                </Typography>
              </Box>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                {comment.comment}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
      {comments.data && <Pager page={page} perPage={comments.data.perPage} total={comments.data.total} onChange={onPage} />}
    </Stack>
  );
}
