import { PageHeader } from '../../components/ui/page-header.tsx';
import { useTranslation } from 'react-i18next';
import { SeamlessVendorsPanel } from '../../features/vendors/components/seamless-vendors-panel.tsx';
import { useCan } from '../../lib/permissions.ts';

/** External seamless vendors' wallet keys and win bounds (brands.read; changes need brands.write). */
export const VendorsPage = () => {
  const { t } = useTranslation();
  const canWrite = useCan('brands.write');
  return (
    <>
      <PageHeader title={t('vendors.title')} subtitle={t('vendors.subtitle')} />
      <SeamlessVendorsPanel readOnly={!canWrite} />
    </>
  );
};
