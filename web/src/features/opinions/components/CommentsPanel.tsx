import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { EmptyBlock, QuerySection } from '../../../components/QueryStates';
import { isApiError } from '../../../lib/api-error';
import { formatMoment } from '../../../lib/format';
import { useOpinionComments, usePostComment, useReplies } from '../api/comments';
import type { OpinionComment } from '../types';

/** Writing a comment or a reply; the server's message shows under the field. */
function CommentBox({ opinionId, parentId, testId, onSent }: { opinionId: number; parentId: number | null; testId: string; onSent?: () => void }) {
  const { t } = useTranslation('opinions');
  const [text, setText] = useState('');
  const post = usePostComment(opinionId);
  const fieldError = isApiError(post.error) ? post.error.fieldError('comment') : undefined;
  const formError = post.error && !fieldError ? (isApiError(post.error) ? post.error.message : t('comments.none')) : null;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        post.mutate(
          { comment: text, parentId },
          {
            onSuccess: () => {
              setText('');
              onSent?.();
            },
          },
        );
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <FormAlert message={formError} />
      <TextField
        size="small"
        multiline
        minRows={parentId ? 1 : 2}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={parentId ? t('comments.reply') : t('comments.write')}
        error={Boolean(fieldError)}
        helperText={fieldError}
        slotProps={{ htmlInput: { maxLength: 2000, 'aria-label': parentId ? t('comments.reply') : t('comments.write'), 'data-testid': `${testId}-text` } }}
      />
      <Box>
        <Button type="submit" size="small" variant="contained" disabled={post.isPending} data-testid={`${testId}-send`}>
          {t('comments.send')}
        </Button>
      </Box>
    </Box>
  );
}

function CommentItem({ comment, opinionId }: { comment: OpinionComment; opinionId: number }) {
  const { t, i18n } = useTranslation('opinions');
  const [open, setOpen] = useState(false);
  const replies = useReplies(comment.id, open);
  return (
    <Box data-testid={`comment-${comment.id}`} sx={{ borderInlineStart: 3, borderColor: comment.by_analyst ? 'primary.main' : 'divider', ps: 1.5, py: 0.5 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle2">{comment.author_name}</Typography>
        {comment.by_analyst && <Chip size="small" color="primary" label={t('comments.byAnalyst')} />}
        <Typography variant="caption" color="text.secondary">
          {formatMoment(comment.created_at, i18n.language)}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
        {comment.comment}
      </Typography>
      {comment.parent_id === null || comment.parent_id === undefined ? (
        <Box sx={{ mt: 0.5 }}>
          <Button size="small" onClick={() => setOpen((o) => !o)} data-testid={`replies-${comment.id}`}>
            {open ? t('comments.hideReplies') : comment.replies_count > 0 ? t('comments.replies', { count: comment.replies_count }) : t('comments.reply')}
          </Button>
          {open && (
            <Stack spacing={1} sx={{ mt: 1, ms: 2 }}>
              <QuerySection query={replies} loadingHeight={40}>
                {(data) => data.map((reply) => <CommentItem key={reply.id} comment={reply} opinionId={opinionId} />)}
              </QuerySection>
              <CommentBox opinionId={opinionId} parentId={comment.id} testId={`reply-${comment.id}`} />
            </Stack>
          )}
        </Box>
      ) : null}
    </Box>
  );
}

/** An opinion's comments, newest first, each with its replies; older ones a page at a time. */
export function CommentsPanel({ opinionId }: { opinionId: number }) {
  const { t } = useTranslation('opinions');
  const comments = useOpinionComments(opinionId);
  return (
    <Stack spacing={2} data-testid="opinion-comments">
      <CommentBox opinionId={opinionId} parentId={null} testId="new-comment" />
      <QuerySection query={comments} loadingHeight={120}>
        {(data) => {
          const all = data.pages.flatMap((page) => page.comments);
          return all.length === 0 ? (
            <EmptyBlock text={t('comments.none')} />
          ) : (
            all.map((comment) => <CommentItem key={comment.id} comment={comment} opinionId={opinionId} />)
          );
        }}
      </QuerySection>
      {comments.hasNextPage && (
        <Box>
          <Button onClick={() => void comments.fetchNextPage()} disabled={comments.isFetchingNextPage} data-testid="older-comments">
            {t('comments.more')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
