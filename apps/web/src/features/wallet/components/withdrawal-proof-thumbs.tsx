import { Modal, Skeleton, Tooltip, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { IconImage } from '../../../components/ui/icons.tsx';
import { useWithdrawalProof } from '../api/withdrawals.ts';
import { useObjectUrl } from '../../../lib/use-object-url.ts';

type TThumbProps = { withdrawalId: number; proofId: number; index: number; onOpen: (url: string) => void };

/** One proof image: downloaded with the session header (an <img src> cannot send it), shown small. */
const ProofThumb = ({ withdrawalId, proofId, index, onOpen }: TThumbProps) => {
  const { t } = useTranslation();
  const proof = useWithdrawalProof(withdrawalId, proofId);
  const url = useObjectUrl(proof.data);
  const alt = t('wallet.withdraw.proofAlt', { n: index + 1 });
  if (proof.isError) {
    return (
      <Tooltip label={t('wallet.withdraw.proofUnavailable')}>
        <span
          className="ol-proof-thumb"
          data-broken
          data-testid={`withdrawal-proof-${withdrawalId}-${proofId}`}
        >
          <IconImage size={16} />
        </span>
      </Tooltip>
    );
  }
  if (!url) return <Skeleton className="ol-proof-thumb" radius="md" />;
  return (
    <UnstyledButton
      className="ol-proof-thumb"
      onClick={() => onOpen(url)}
      aria-label={`${t('wallet.withdraw.proofOpen')}: ${alt}`}
      data-testid={`withdrawal-proof-${withdrawalId}-${proofId}`}
    >
      <img src={url} alt={alt} />
    </UnstyledButton>
  );
};

/** The proof images of a disputed withdrawal as thumbnails; a click shows one full size. */
export const WithdrawalProofThumbs = ({
  withdrawalId,
  proofIds,
}: {
  withdrawalId: number;
  proofIds: number[];
}) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string | null>(null);
  if (proofIds.length === 0) return null;
  return (
    <>
      <div className="ol-proof-thumbs" aria-label={t('wallet.withdraw.dispute.proofs')} role="group">
        {proofIds.map((proofId, i) => (
          <ProofThumb
            key={proofId}
            withdrawalId={withdrawalId}
            proofId={proofId}
            index={i}
            onOpen={setOpen}
          />
        ))}
      </div>
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={t('wallet.withdraw.dispute.proofs')}
        centered
        radius="lg"
        size="lg"
        classNames={{ title: 'ol-dialog-title' }}
      >
        {open && <img src={open} alt={t('wallet.withdraw.dispute.proofs')} className="ol-proof-full" />}
      </Modal>
    </>
  );
};
