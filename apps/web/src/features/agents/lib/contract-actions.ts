import type { TContract, TContractAction, TContractKind, TContractStatus } from '@openlobby/contracts';

/** A button of the agreement: its label (`agents.agreement.<label>`) and the code it sends. */
export type TContractButton = { label: 'sign' | 'reject' | 'terminate'; action: TContractAction };

/**
 * The buttons per kind and status (spec §4), with the spec's uneven codes:
 * dividend P/E sign A, reject R; V terminate C, reject A.
 * daily wage (and the real-time salary, which answers with its codes) P sign A, reject R; V
 * terminate C, reject A.
 * hourly wage P sign A, reject R; V terminate A, reject R.
 * Anything else (rejected, ended) has none.
 */
export const contractButtons = (kind: TContractKind, status: TContractStatus): TContractButton[] => {
  const pending = status === 'P' || (kind === 'DIVIDEND' && status === 'E');
  if (pending)
    return [
      { label: 'sign', action: 'A' },
      { label: 'reject', action: 'R' },
    ];
  if (status !== 'V') return [];
  return kind === 'HOURLY_WAGE'
    ? [
        { label: 'terminate', action: 'A' },
        { label: 'reject', action: 'R' },
      ]
    : [
        { label: 'terminate', action: 'C' },
        { label: 'reject', action: 'A' },
      ];
};

/**
 * Whether pressing the button must first ask `higher_rate` (spec §5): signing an offer whose
 * terms would leave a downline's contract above it.
 */
export const needsHigherRateConfirm = (contract: TContract, button: TContractButton): boolean =>
  button.label === 'sign' && contract.downlineHigherRate === 'Y';

/** The three blocks of the agreement modal (spec §2); the real-time salary sits with the daily wage. */
export const AGREEMENT_BLOCKS = [
  { key: 'dividend', kinds: ['DIVIDEND'] },
  { key: 'dailyWage', kinds: ['DAILY_WAGE', 'REAL_TIME_SALARY'] },
  { key: 'hourlyWage', kinds: ['HOURLY_WAGE'] },
] as const satisfies readonly { key: string; kinds: readonly TContractKind[] }[];
