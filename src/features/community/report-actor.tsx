import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { communityReportMachine } from '../../../machines/community-report/community-report.machine';
import { isDialogOpen } from '../../../machines/community-report/community-report.selectors';
import type { ReportOutcome, ReportSubmission } from '../../../machines/community-report/community-report.types';
import { accuse } from '../../api/community/accuse';
import { communityKeys, markCommunityStale } from '../../api/community/posts';
import type { CommunityType } from '../../api/community/schemas';
import { askToLogIn } from '../../api/like-ports';
import { useLoadOnUse } from '../../ui/load-on-use';
import { ReportActor } from './report-context';

export function ReportProvider({
  type,
  postId,
  listPath,
  children,
}: {
  type: CommunityType;
  postId: number;
  /** where to go when the report hid the post */
  listPath: '/community/main/dashboard' | '/community/main/qna';
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [logic] = useState(() =>
    communityReportMachine.provide({
      actors: {
        submitReport: fromPromise<ReportOutcome, ReportSubmission>(({ input }) =>
          accuse({ communityType: type, postId, replyId: input.replyId, reasonCode: input.reason, reasonText: input.text }),
        ),
      },
      actions: {
        askToLogIn: () => void askToLogIn(),
        reportSent: (_, params) => {
          void markCommunityStale(queryClient);
          // a hidden reply leaves the list; a hidden post leaves the screen
          if (params.replyId !== null) void queryClient.invalidateQueries({ queryKey: communityKeys.replies(type, postId) });
          else if (params.isHidden) void navigate({ to: listPath, replace: true });
        },
      },
    }),
  );
  return <ReportActor.Provider logic={logic}>{children}</ReportActor.Provider>;
}

/** the dialog's code: Ark UI's Dialog and RadioGroup, with what they bring */
const loadDialog = () => import('./report-dialog').then((module): ComponentType => module.ReportDialog);

/**
 * The '신고하기' dialog (report-dialog.tsx), loaded the first time the flow opens it: a post that is
 * only read loads none of its code (docs/decisions.md "Fewer files per page"). If its file cannot load
 * (offline), the flow is closed again and a toast says why nothing opened.
 */
export function ReportDialogWhenOpened() {
  const actor = ReportActor.useActorRef();
  const open = ReportActor.useSelector(isDialogOpen);
  const closeFlow = useCallback(() => actor.send({ type: 'report.close' }), [actor]);
  const { loaded: Dialog, open: load } = useLoadOnUse(loadDialog, '신고하기를 열지 못했어요. 인터넷 연결을 확인해 주세요.', closeFlow);
  useEffect(() => {
    if (open && !Dialog) load();
  }, [open, Dialog, load]);
  return Dialog ? <Dialog /> : null;
}
