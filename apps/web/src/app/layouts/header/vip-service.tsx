import { VIP_CS_POSITION } from '@openlobby/contracts';
import { UnstyledButton } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import { IconCrown } from '../../../components/ui/icons.tsx';
import { useCustomerService } from '../../../features/customer-service/api/get-customer-service.ts';
import { useOpenCustomerService } from '../../../features/customer-service/hooks/use-open-customer-service.ts';

/** The VIP customer-service entry; shown only when one sits at position -1. */
export const VipService = () => {
  const { t } = useTranslation();
  const { data } = useCustomerService();
  const open = useOpenCustomerService();
  const vip = data?.find((e) => e.csPosition === VIP_CS_POSITION);
  if (!vip) return null;
  return (
    <UnstyledButton
      className="ol-nav-item ol-nav-vip"
      data-testid="header-vip"
      onClick={() => open(vip)}
      title={vip.title}
    >
      <IconCrown size={18} />
      <span>{t('header.vipService')}</span>
    </UnstyledButton>
  );
};
