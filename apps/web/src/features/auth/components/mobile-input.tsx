import { NativeSelect, TextInput } from '@mantine/core';
import type { ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation.ts';

type TProps = Omit<ComponentProps<typeof TextInput>, 'inputContainer'> & {
  countryCodes: readonly string[];
  countryCode: UseFormRegisterReturn;
};

/** A mobile number with the brand's country codes in front (when it has any). */
export const MobileInput = ({ countryCodes, countryCode, label, ...input }: TProps) => {
  const { t } = useTranslation();
  return (
    <TextInput
      label={label ?? t('fields.mobileNum')}
      inputMode="tel"
      autoComplete="tel-national"
      maxLength={20}
      {...input}
      inputContainer={(children) => (
        <div className="ol-input-row">
          {countryCodes.length > 0 && (
            <NativeSelect
              data={[...countryCodes]}
              {...countryCode}
              aria-label={t('fields.countryCode')}
              className="ol-country-code"
            />
          )}
          <div className="ol-input-grow">{children}</div>
        </div>
      )}
    />
  );
};
