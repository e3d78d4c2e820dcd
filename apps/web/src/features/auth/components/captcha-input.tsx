import type { TCaptcha } from '@openlobby/contracts';
import { TextInput } from '@mantine/core';
import type { ComponentProps } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';

type TProps = Omit<ComponentProps<typeof TextInput>, 'inputContainer'> & {
  captcha: TCaptcha | null;
  onRefresh: () => void;
  imageTestId: string;
};

/** The captcha answer with its base64 PNG beside it; clicking the image asks for a new one. */
export const CaptchaInput = ({ captcha, onRefresh, imageTestId, label, ...input }: TProps) => {
  const { t } = useTranslation();
  return (
    <TextInput
      label={label ?? t('fields.captcha')}
      autoComplete="off"
      maxLength={16}
      {...input}
      inputContainer={(children) => (
        <div className="ol-input-row">
          <div className="ol-input-grow">{children}</div>
          <button
            type="button"
            className="ol-captcha"
            onClick={onRefresh}
            title={t('auth.captchaRefresh')}
            aria-label={t('auth.captchaRefresh')}
          >
            {captcha ? (
              <img src={`data:image/png;base64,${captcha.image}`} alt="" data-testid={imageTestId} />
            ) : (
              <span data-testid={imageTestId}>…</span>
            )}
          </button>
        </div>
      )}
    />
  );
};
