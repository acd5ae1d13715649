import { describeAccessibility } from '../support/accessibility.ts';

// Axe on every route the staff is shown, in Arabic and English (support/accessibility.ts).
describeAccessibility('staff');
