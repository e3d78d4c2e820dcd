import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RowActionsCell } from './row-cells.tsx';
import { StateBadge } from './state-badge.tsx';

/** A queued item's state, and once decided the reason the member sees and who decided. */
export const DecisionStateCell = ({
  state,
  reason,
  decidedBy,
}: {
  state: string;
  reason: string | null;
  decidedBy: string | null;
}) => (
  <Table.Td>
    <StateBadge state={state} />
    {reason && (
      <Text size="xs" c="dimmed" mt={4}>
        {reason} · {decidedBy}
      </Text>
    )}
  </Table.Td>
);

/**
 * The two answers to a queued item (the yes in green, REJECT in red), their words and labels under
 * `texts` (`<yes>`, `<yes>Of`, `reject`, `rejectOf`); an empty cell when no decision is asked.
 */
export const DecideButtonsCell = ({
  show,
  texts,
  yes,
  account,
  testIdOf,
  onDecide,
}: {
  /** Whether the operator may decide and the item still waits for a decision. */
  show: boolean;
  /** The i18n prefix of the queue's words, e.g. engagement.applications. */
  texts: string;
  /** The yes answer's word: pass, approve. */
  yes: string;
  account: string;
  testIdOf: (word: string) => string;
  onDecide: (yes: boolean) => void;
}) => {
  const { t } = useTranslation();
  const answers = [
    { word: yes, color: 'green', isYes: true },
    { word: 'reject', color: 'red', isYes: false },
  ];
  return (
    <RowActionsCell
      actions={answers.map(
        (c) =>
          show && {
            word: t(`${texts}.${c.word}`),
            name: t(`${texts}.${c.word}Of`, { account }),
            onClick: () => onDecide(c.isYes),
            testId: testIdOf(c.word),
            color: c.color,
          },
      )}
    />
  );
};
