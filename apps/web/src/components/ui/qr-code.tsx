import { LIMITS } from '@openlobby/contracts';
import { QRCodeSVG } from 'qrcode.react';

type TProps = { value: string; size?: number; label?: string; testId?: string };

/** QR code with error correction M (spec §9); 200 px unless told otherwise. */
export const QrCode = ({ value, size = LIMITS.defaultQrSize, label, testId }: TProps) => (
  <figure className="ol-qr" data-testid={testId}>
    <div className="ol-qr-frame">
      <QRCodeSVG value={value} size={size} level={LIMITS.qrErrorCorrection} marginSize={1} title={label} />
    </div>
    {label && <figcaption>{label}</figcaption>}
  </figure>
);
