import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { SectionCard } from '../SectionCard';

/**
 * List cards side by side: up to three a row on a directory page (two on a tablet), three a row
 * from a medium screen in a page's section (favourites, suggestions).
 */
export function ListCardGrid({ variant, children }: { variant: 'directory' | 'section'; children: ReactNode }) {
  const columns = variant === 'directory' ? { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' } : { xs: '1fr', md: 'repeat(3, 1fr)' };
  return <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: columns }}>{children}</Box>;
}

/** Other lists of the same market under a list's page; nothing when there are none. */
export function SuggestedLists<L>({
  title,
  testId,
  lists,
  renderCard,
}: {
  title: string;
  testId: string;
  lists: readonly L[];
  renderCard: (list: L) => ReactNode;
}) {
  if (lists.length === 0) return null;
  return (
    <SectionCard title={title} testId={testId}>
      <ListCardGrid variant="section">{lists.map((list) => renderCard(list))}</ListCardGrid>
    </SectionCard>
  );
}
