import { useTranslation } from '../../lib/use-translation.ts';
import { IconAndroid, IconApple, IconDownload } from '../../components/ui/icons.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { QrCode } from '../../components/ui/qr-code.tsx';
import { findDeviceLink, useDeviceLinks } from '../../features/system/api/get-device-links.ts';

const STEPS = ['1', '2', '3'] as const;

/** /down: iOS and Android QR codes from the device links, with installation guides. */
export const DownloadPage = () => {
  const { t } = useTranslation();
  const { data } = useDeviceLinks();
  const platforms = [
    {
      key: 'ios',
      icon: <IconApple size={26} />,
      url: findDeviceLink(data, 'IOS') ?? findDeviceLink(data, 'MOBILECONFIG'),
    },
    { key: 'android', icon: <IconAndroid size={26} />, url: findDeviceLink(data, 'Android') },
  ] as const;
  return (
    <div className="ol-page" data-testid="download-page">
      <PageHero
        title={t('download.title')}
        subtitle={t('download.subtitle')}
        icon={<IconDownload size={34} />}
      />
      <div className="ol-download-grid">
        {platforms.map((p) => (
          <section key={p.key} className="ol-card ol-download" data-testid={`download-${p.key}`}>
            <h2>
              {p.icon} {t(`download.${p.key}`)}
            </h2>
            {p.url ? (
              <>
                <QrCode value={p.url} label={t('download.scan')} />
                <a className="ol-download-link" href={p.url} target="_blank" rel="noopener noreferrer">
                  {t('download.direct')}
                </a>
              </>
            ) : (
              <p>{t('download.none')}</p>
            )}
            <h3>{t('download.guideTitle')}</h3>
            <ol className="ol-steps">
              {STEPS.map((s) => (
                <li key={s}>{t(`download.guide.${p.key}.${s}`)}</li>
              ))}
            </ol>
          </section>
        ))}
      </div>
    </div>
  );
};
