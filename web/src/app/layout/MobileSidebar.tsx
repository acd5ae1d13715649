import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { SidebarNav } from './SidebarNav';
import { BrandLogo } from './BrandLogo';

/**
 * The sidebar at widths up to 768 px: an overlay. MUI's temporary Drawer closes on Escape and on
 * a click outside, and locks body scroll while open; the layout closes it on navigation.
 */
export function MobileSidebar({ open, onClose, whatsappNumber }: { open: boolean; onClose: () => void; whatsappNumber: string | null }) {
  const { t } = useTranslation();
  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          id: 'mobile-sidebar',
          'data-testid': 'mobile-sidebar',
          sx: { width: 280, bgcolor: 'primary.dark', color: 'common.white' },
        } as object,
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', pr: 1 }}>
        <BrandLogo compact={false} onClick={onClose} />
        <IconButton onClick={onClose} aria-label={t('header.closeMenu')} sx={{ color: 'inherit' }}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <SidebarNav expanded whatsappNumber={whatsappNumber} onNavigate={onClose} />
    </Drawer>
  );
}
