import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StaffPage } from '../../../components/StaffPage';
import { EmptyBlock } from '../../../components/QueryStates';
import { StaffListStates } from '../../../components/StaffList';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useStaffContents } from '../api/staff-contents';
import { ContentEditor } from './ContentEditor';

/** Staff edit every site text: pick one, edit both languages, preview, see and restore versions. */
export function ContentsPage() {
  const { t, i18n } = useTranslation('content');
  useDocumentTitle(t('staff.contents.title'));
  const contents = useStaffContents();
  const [params, setParams] = useSearchParams();
  const selected = params.get('key');

  const body = (
    <StaffListStates query={contents} rowsOf={(data) => data} empty={t('staff.contents.empty')}>
      {(rows) => (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '220px minmax(0, 1fr)' } }}>
          <List dense disablePadding aria-label={t('staff.contents.list')} sx={{ alignSelf: 'start' }}>
            {rows.map((c) => (
              <ListItem key={c.key} disablePadding>
                <ListItemButton
                  selected={c.key === selected}
                  onClick={() => setParams({ key: c.key }, { replace: true })}
                  data-testid={`staff-content-${c.key}`}
                >
                  <ListItemText
                    primary={i18n.language === 'ar' ? c.title_ar : c.title_en}
                    secondary={
                      <Box component="span" sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
                        <bdi dir="ltr">{c.key}</bdi>
                        <span>· v{c.version}</span>
                        {c.document && <Chip component="span" size="small" variant="outlined" label={t('staff.contents.document')} sx={{ height: 18 }} />}
                      </Box>
                    }
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          <Box sx={{ minWidth: 0 }}>{selected ? <ContentEditor contentKey={selected} /> : <EmptyBlock text={t('staff.contents.pick')} />}</Box>
        </Box>
      )}
    </StaffListStates>
  );

  return (
    <StaffPage title={t('staff.contents.title')} subtitle={t('staff.contents.description')}>
      {body}
    </StaffPage>
  );
}

export default ContentsPage;
