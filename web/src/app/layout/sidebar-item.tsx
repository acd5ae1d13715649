import ListItemText from '@mui/material/ListItemText';

/** Shared look of sidebar entries (white on the dark sidebar). */
export const itemSx = {
  borderRadius: 2,
  mx: 1,
  my: 0.25,
  minHeight: 44,
  color: 'inherit',
  '&.active': { bgcolor: 'rgba(255,255,255,0.16)', fontWeight: 600 },
  '&:hover': { bgcolor: 'rgba(255,255,255,0.10)' },
} as const;

export const iconSx = { color: 'inherit', minWidth: 40 } as const;

/** An entry's text, faded out while the desktop sidebar is collapsed to icons. */
export function SidebarItemLabel({ text, expanded }: { text: string; expanded: boolean }) {
  return <ListItemText primary={text} sx={{ opacity: expanded ? 1 : 0, transition: 'opacity 150ms', whiteSpace: 'nowrap' }} />;
}
