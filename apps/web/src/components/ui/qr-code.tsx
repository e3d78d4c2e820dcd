import { LIMITS } from '@openlobby/contracts';
import { lazy, Suspense } from 'react';

// The encoder loads with the first code shown (the header's APP menu, the download page, 2FA set-up),
// never with the first screen.
const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })));

type TProps = { value: string; size?: number; label?: string; testId?: string };

/** QR code with error correction M (spec §9); 200 px unless told otherwise. */
export const QrCode = ({ value, size = LIMITS.defaultQrSize, label, testId }: TProps) => (
  <figure className="ol-qr" data-testid={testId}>
    <div className="ol-qr-frame">
      <Suspense fallback={<div style={{ width: size, height: size }} aria-hidden="true" />}>
        <QRCodeSVG value={value} size={size} level={LIMITS.qrErrorCorrection} marginSize={1} title={label} />
      </Suspense>
    </div>
    {label && <figcaption>{label}</figcaption>}
  </figure>
);
