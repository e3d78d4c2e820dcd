type TProps = {
  value: number;
  format: (amount: number) => string;
  /** Show a + before gains (history amounts); balances leave it off. */
  signed?: boolean;
  testId?: string;
};

/** An amount coloured by its sign: gains green, losses red, zero dim. */
export const SignedAmount = ({ value, format, signed = true, testId }: TProps) => {
  const sign = value > 0 ? 'up' : value < 0 ? 'down' : 'zero';
  const text = format(Math.abs(value));
  return (
    <span className="ol-amount" data-sign={sign} data-testid={testId}>
      {value < 0 ? `−${text}` : signed && value > 0 ? `+${text}` : text}
    </span>
  );
};
