type TProps = { value: number; format: (amount: number) => string; testId?: string };

/** An amount coloured by its sign (gains green, losses red, zero dim), with a true minus sign. */
export const Amount = ({ value, format, testId }: TProps) => {
  const sign = value > 0 ? 'up' : value < 0 ? 'down' : 'zero';
  const text = format(Math.abs(value));
  return (
    <span className="ol-amount" data-sign={sign} data-testid={testId}>
      {value < 0 ? `−${text}` : text}
    </span>
  );
};
