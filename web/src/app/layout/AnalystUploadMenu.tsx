import { useState } from 'react';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useModuleAvailability } from '../modules/get-modules';
import { iconSx, itemSx, SidebarItemLabel } from './sidebar-item';
import { useAnalystUploadTargets } from './use-analyst-upload-targets';

/**
 * The analyst's "upload opinions" menu: their stock list and opinion list, each opening the
 * first such list, or My Lists when they have none yet (spec §2).
 */
export function AnalystUploadMenu({ expanded, onNavigate }: { expanded: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const modules = useModuleAvailability();
  const [open, setOpen] = useState(false);
  const targets = useAnalystUploadTargets({
    ratingLists: modules.isEnabled('ratings'),
    opinionLists: modules.isEnabled('opinions'),
  });

  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton sx={itemSx} onClick={() => setOpen((value) => !value)} aria-expanded={open}>
        <ListItemIcon sx={iconSx}>
          <CloudUploadOutlinedIcon />
        </ListItemIcon>
        <SidebarItemLabel text={t('nav.uploadOpinions')} expanded={expanded} />
        {expanded && (open ? <ExpandLessIcon /> : <ExpandMoreIcon />)}
      </ListItemButton>
      <Collapse in={open && expanded} unmountOnExit>
        <List disablePadding sx={{ pl: 4 }}>
          <ListItem disablePadding sx={{ display: 'block' }}>
            <ListItemButton component={NavLink} to={targets.stockList} onClick={onNavigate} sx={itemSx} end>
              <SidebarItemLabel text={t('nav.uploadStockList')} expanded={expanded} />
            </ListItemButton>
          </ListItem>
          <ListItem disablePadding sx={{ display: 'block' }}>
            <ListItemButton component={NavLink} to={targets.opinionList} onClick={onNavigate} sx={itemSx} end>
              <SidebarItemLabel text={t('nav.uploadOpinionList')} expanded={expanded} />
            </ListItemButton>
          </ListItem>
        </List>
      </Collapse>
    </ListItem>
  );
}
