import { useAnalystSubmitted } from '../../lib/analyst-submitted';
import { paths } from '../router/paths';

/**
 * The header's join link (DECISIONS 9 and 12): to the join form, or once an application was sent,
 * "request received" to where it stands.
 */
export function useJoinAnalystLink(): { to: string; labelKey: 'header.joinAsAnalyst' | 'header.analystRequestReceived'; testId: string } {
  return useAnalystSubmitted()
    ? { to: paths.analystsJoinReceived, labelKey: 'header.analystRequestReceived', testId: 'analyst-request-received-link' }
    : { to: paths.analystsJoin, labelKey: 'header.joinAsAnalyst', testId: 'join-analyst-link' };
}
