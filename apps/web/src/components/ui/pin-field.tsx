import { Input, PinInput } from '@mantine/core';
import { useId } from 'react';

type TProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  description?: string;
  testId: string;
  autoFocus?: boolean;
};

/** A masked 6-digit payment password field (one box per digit; a paste or autofill fills all). */
export const PinField = ({ label, value, onChange, error, description, testId, autoFocus }: TProps) => {
  const id = useId();
  return (
    <Input.Wrapper label={label} error={error} description={description} labelProps={{ htmlFor: `${id}-1` }}>
      <PinInput
        id={id}
        length={6}
        type="number"
        inputMode="numeric"
        mask
        oneTimeCode={false}
        value={value}
        onChange={onChange}
        error={Boolean(error)}
        autoFocus={autoFocus}
        size="md"
        gap={8}
        placeholder=""
        ariaLabel={label}
        className="ol-pin"
        data-testid={testId}
        mt={6}
      />
    </Input.Wrapper>
  );
};
