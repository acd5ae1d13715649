import { useState } from 'react';
import Box from '@mui/material/Box';
import { SidebarNav } from './SidebarNav';
import { BrandLogo } from './BrandLogo';

export const SIDEBAR_COLLAPSED_WIDTH = 72;
const SIDEBAR_EXPANDED_WIDTH = 260;

/**
 * Desktop sidebar on the reading-start side: icons only, expanding over the content while hovered
 * or while keyboard focus is inside it, so the page never reflows.
 */
export function DesktopSidebar({ whatsappNumber }: { whatsappNumber: string | null }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const expanded = hovered || focused;
  return (
    <Box
      data-testid="desktop-sidebar"
      data-expanded={expanded}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      sx={{
        position: 'fixed',
        top: 0,
        bottom: 0,
        left: 0,
        width: expanded ? SIDEBAR_EXPANDED_WIDTH : SIDEBAR_COLLAPSED_WIDTH,
        transition: (theme) => theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
        bgcolor: 'primary.dark',
        color: 'common.white',
        overflowX: 'hidden',
        overflowY: 'auto',
        zIndex: (theme) => theme.zIndex.appBar + 1,
        boxShadow: expanded ? 8 : 0,
      }}
    >
      <BrandLogo compact={!expanded} />
      <SidebarNav expanded={expanded} whatsappNumber={whatsappNumber} />
    </Box>
  );
}
