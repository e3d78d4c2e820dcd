import { Alert, Select, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { paths } from '../../config/paths.ts';
import { useBrandChoices } from '../use-brand-choices.ts';

const SECTIONS = [
  { key: 'tree', path: paths.agentTree },
  { key: 'contracts', path: paths.agentContracts },
  { key: 'settlements', path: paths.agentSettlements },
  { key: 'freezes', path: paths.agentFreezes },
  { key: 'applications', path: paths.agentApplications },
] as const;

/** A link to a page of the agent network in the brand (the page's own filters start afresh). */
export const agentHref = (path: string, brand: string, extra: Record<string, string> = {}) =>
  `${path}?${new URLSearchParams({ ...(brand ? { brand } : {}), ...extra }).toString()}`;

/**
 * The brand every agent (and engagement) page is about: a select for operators who may read brands (the first is
 * chosen when none is), else a code field (finance and risk hold agents.read but not brands.read).
 */
export const BrandPicker = ({ value, onChange }: { value: string; onChange: (code: string) => void }) => {
  const { t } = useTranslation();
  const brands = useBrandChoices();
  useEffect(() => {
    if (!value && brands?.[0]) onChange(brands[0].code);
  }, [value, brands, onChange]);
  if (brands)
    return (
      <Select
        w={{ base: '100%', xs: 220 }}
        aria-label={t('agents.brand')}
        placeholder={t('agents.brandPlaceholder')}
        data={brands.map((b) => ({ value: b.code, label: `${b.name} (${b.code})` }))}
        value={value || null}
        onChange={(v) => v && onChange(v)}
        allowDeselect={false}
        data-testid="agents-brand"
      />
    );
  return (
    <TextInput
      w={{ base: '100%', xs: 180 }}
      aria-label={t('agents.brand')}
      placeholder={t('agents.brandCode')}
      defaultValue={value}
      onBlur={(e) => onChange(e.currentTarget.value.trim())}
      onKeyDown={(e) => e.key === 'Enter' && onChange(e.currentTarget.value.trim())}
      data-testid="agents-brand"
    />
  );
};

/**
 * The frame of the agent network's pages: the brand they are about, a section menu (tree,
 * contracts, settlements, freezes, applications) and the page. Changing the brand starts the page's
 * filters afresh, since agents and contracts belong to one brand.
 */
export const AgentsLayout = () => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const brand = params.get('brand') ?? '';
  const setBrand = (code: string) => {
    if (code !== brand) setParams(code ? { brand: code } : {}, { replace: !brand });
  };
  return (
    <div data-testid="agents-page">
      <PageHeader
        title={t('agents.title')}
        subtitle={t('agents.subtitle')}
        actions={<BrandPicker value={brand} onChange={setBrand} />}
      />
      <nav aria-label={t('agents.sections.label')} className="ol-subnav" data-testid="agents-sections">
        {SECTIONS.map((s) => (
          <NavLink
            key={s.key}
            to={agentHref(s.path, brand)}
            className="ol-subnav-link"
            data-testid={`agents-section-${s.key}`}
          >
            {t(`agents.sections.${s.key}`)}
          </NavLink>
        ))}
      </nav>
      {brand ? (
        <Outlet />
      ) : (
        <Alert color="blue" variant="light" data-testid="agents-choose-brand">
          {t('agents.chooseBrand')}
        </Alert>
      )}
    </div>
  );
};
