import { useState } from 'react';
import { useHistoryWindow } from '../../../components/ui/use-history-window.ts';

/**
 * The date window, page and member of a team list (the whole team while none is chosen). A new
 * window or member starts again at page 1.
 */
export const useTeamWindow = () => {
  const history = useHistoryWindow();
  const [memberId, setMemberId] = useState<number | undefined>();
  const changeMember = (id: number | undefined) => {
    setMemberId(id);
    history.restart();
  };
  return { ...history, memberId, changeMember };
};

export type TTeamWindow = ReturnType<typeof useTeamWindow>;
