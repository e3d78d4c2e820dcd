import { TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { cleanAmountInput } from '../lib/amount.ts';

type TProps = {
  value: string;
  onChange: (value: string) => void;
  label: ReactNode;
  currency: string;
  error?: ReactNode;
  description?: ReactNode;
  testId: string;
  autoFocus?: boolean;
  rightAction?: ReactNode;
};

/**
 * A money field: a decimal keypad on phones, only digits and one point kept, the currency code
 * beside it. It never rounds what the member typed; checkAmount judges it.
 */
export const AmountInput = ({
  value,
  onChange,
  label,
  currency,
  error,
  description,
  testId,
  autoFocus,
  rightAction,
}: TProps) => (
  <TextInput
    label={label}
    description={description}
    value={value}
    onChange={(e) => onChange(cleanAmountInput(e.currentTarget.value))}
    inputMode="decimal"
    autoComplete="off"
    placeholder="0"
    size="md"
    error={error}
    autoFocus={autoFocus}
    data-autofocus={autoFocus || undefined}
    data-testid={testId}
    classNames={{ input: 'ol-amount-input' }}
    leftSection={<span className="ol-amount-currency">{currency}</span>}
    leftSectionWidth={currency.length > 3 ? 64 : 52}
    rightSection={rightAction}
    rightSectionWidth={rightAction ? 64 : undefined}
  />
);
