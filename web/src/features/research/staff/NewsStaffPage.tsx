import { useEffect, useEffectEvent, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { StaffList, StaffNotice } from '../../../components/StaffList';
import { StickyActionsCell } from '../../../components/StickyActionsCell';
import { StaffPage } from '../../../components/StaffPage';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useStaffListParams } from '../../../components/use-staff-list-params';
import { directionOf } from '../../../lib/language';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDeleteNews } from '../api/delete-news';
import { useNews } from '../api/get-news';
import { isResearchLanguage, type NewsView } from '../types';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { NewsFormDialog } from './NewsFormDialog';
import { formatMoment } from '../../../lib/format';

/** `/staff/news`: every article (Eva's and imported), searched and paged; write, correct or withdraw one. */
export function NewsStaffPage() {
  const { t, i18n } = useTranslation('research');
  useDocumentTitle(t('staff.news.title'));
  const { page, filter: search, update } = useStaffListParams('search', 'article');
  const news = useNews({ page, search, date: '' });
  const [typed, setTyped] = useState(search);
  const debounced = useDebouncedValue(typed, 400);
  // Only a pause in typing searches.
  const searchTyped = useEffectEvent((text: string) => {
    if (text.trim() !== search) update({ filter: text.trim() });
  });
  useEffect(() => {
    searchTyped(debounced);
  }, [debounced]);
  const [editing, setEditing] = useState<NewsView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<NewsView | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const remove = useDeleteNews();

  const body = (
    <StaffList
      query={news}
      keepRowsOnError
      rowsOf={(data) => data.rows}
      paging={{ of: (data) => data.meta, onChange: (next) => update({ page: next }) }}
      empty={t('staff.news.empty')}
      testId="staff-news-list"
      columns={[t('staff.news.headline'), t('staff.news.language'), t('staff.news.source'), t('staff.news.published'), t('staff.actions')]}
      actionsColumn
      renderRow={(article) => {
        const language = isResearchLanguage(article.language) ? article.language : undefined;
        return (
          <TableRow key={article.id} data-testid={`staff-news-${article.id}`}>
            <TableCell sx={{ minWidth: 240 }}>
              <Typography variant="body2" lang={language} dir={language ? directionOf(language) : 'auto'} sx={{ fontWeight: 600 }}>
                {article.title}
              </Typography>
            </TableCell>
            <TableCell>{language ? t(`languages.${language}`) : article.language}</TableCell>
            <TableCell>
              <bdi>{article.source.trim() || t('news.eva')}</bdi>
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoment(article.published_at, i18n.language)}</TableCell>
            <StickyActionsCell>
              <Button size="small" onClick={() => setEditing(article)} data-testid={`staff-news-edit-${article.id}`}>
                {t('staff.edit')}
              </Button>
              <Button
                size="small"
                color="error"
                onClick={() => {
                  remove.reset();
                  setDeleting(article);
                }}
                data-testid={`staff-news-delete-${article.id}`}
              >
                {t('staff.delete')}
              </Button>
            </StickyActionsCell>
          </TableRow>
        );
      }}
    />
  );

  return (
    <StaffPage
      title={t('staff.news.title')}
      subtitle={t('staff.news.description')}
      toolbar={
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')} data-testid="staff-news-add">
            {t('staff.news.add')}
          </Button>
          <TextField
            type="search"
            size="small"
            label={t('staff.news.search')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            sx={{ minWidth: 240 }}
            slotProps={{ htmlInput: { 'data-testid': 'staff-news-search' } }}
          />
        </Box>
      }
      after={
        <>
          {editing !== null && (
            <NewsFormDialog
              article={editing === 'new' ? null : editing}
              onClose={() => setEditing(null)}
              onSaved={(message) => {
                setEditing(null);
                setNotice(message);
              }}
            />
          )}
          {deleting !== null && (
            <ConfirmDeleteDialog
              title={t('staff.news.deleteTitle')}
              text={t('staff.news.deleteText', { title: deleting.title })}
              pending={remove.isPending}
              error={remove.error}
              onClose={() => setDeleting(null)}
              onConfirm={() =>
                remove.mutate(deleting.id, {
                  onSuccess: () => {
                    setDeleting(null);
                    setNotice(t('staff.news.deleted'));
                  },
                })
              }
            />
          )}
        </>
      }
    >
      <StaffNotice notice={notice} onClose={() => setNotice(null)} role="status" testId="staff-news-notice" />
      {body}
    </StaffPage>
  );
}

export default NewsStaffPage;
