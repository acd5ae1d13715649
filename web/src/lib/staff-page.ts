import type { ComponentType } from 'react';

/**
 * One page a feature adds to the staff console (features/<m>/staff/staff-pages.ts exports a
 * list of them; app/staff/staff-registry.ts collects the lists). The console shows a feature's
 * pages only while its module is enabled.
 */
export interface StaffPage {
  /** The page's address under /staff, one segment ("users" → /staff/users). */
  path: string;
  /** Renders the page's name (nav entry), in its feature's own translations. */
  Title: ComponentType;
  Icon: ComponentType<{ fontSize?: 'small' | 'medium' }>;
  /** The page itself, usually React.lazy so the console loads only what is opened. */
  Page: ComponentType;
}
