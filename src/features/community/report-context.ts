import { createActorContext } from '@xstate/react';
import { communityReportMachine } from '../../../machines/community-report/community-report.machine';

/**
 * The report flow of one post (machines/community-report), screen-scoped: its provider (with the
 * calls) is report-actor.tsx, the dialog that shows it report-dialog.tsx, loaded when it first opens.
 */
export const ReportActor = createActorContext(communityReportMachine);
