import { LIMITS } from '@openlobby/contracts';
import { HoverCard, UnstyledButton } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import { IconPhone } from '../../../components/ui/icons.tsx';
import { QrCode } from '../../../components/ui/qr-code.tsx';
import { findDeviceLink, useDeviceLinks } from '../../../features/system/api/get-device-links.ts';

/** The header's APP item: iOS and Android download QR codes at 130 px. */
export const AppDownloadMenu = () => {
  const { t } = useTranslation();
  const { data } = useDeviceLinks();
  const ios = findDeviceLink(data, 'IOS') ?? findDeviceLink(data, 'MOBILECONFIG');
  const android = findDeviceLink(data, 'Android');
  return (
    <HoverCard openDelay={60} closeDelay={120} position="bottom" shadow="xl" radius="md" withinPortal>
      <HoverCard.Target>
        <UnstyledButton className="ol-nav-item" data-testid="header-app">
          <IconPhone size={18} />
          <span>{t('header.app')}</span>
        </UnstyledButton>
      </HoverCard.Target>
      <HoverCard.Dropdown className="ol-app-menu" data-testid="header-app-menu">
        <div className="ol-app-qrs">
          {ios && <QrCode value={ios} size={LIMITS.vendorQrSize} label={t('download.ios')} testId="qr-ios" />}
          {android && (
            <QrCode
              value={android}
              size={LIMITS.vendorQrSize}
              label={t('download.android')}
              testId="qr-android"
            />
          )}
          {!ios && !android && <span>{t('download.none')}</span>}
        </div>
      </HoverCard.Dropdown>
    </HoverCard>
  );
};
