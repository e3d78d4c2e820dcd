import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { NewOperatorButton, OperatorsList } from '../../features/operators/components/operators-list.tsx';

/** The owner's list of back-office operators: roles, status, passwords and authenticators. */
export const OperatorsPage = () => {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <PageHeader
        title={t('operators.title')}
        subtitle={t('operators.subtitle')}
        actions={<NewOperatorButton onClick={() => setCreating(true)} />}
      />
      <OperatorsList creating={creating} onCreatingChange={setCreating} />
    </>
  );
};
