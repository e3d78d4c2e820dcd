import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type TProps = {
  /** The chain from the top agent down to the level shown (empty: the top level). */
  path: readonly { id: number; account: string }[];
  /** Where a level of the tree is: null for the brand's top agents. */
  levelHref: (parentId: number | null) => string;
};

/** Where the level shown sits in the tree; every level above it is a link back up. */
export const AgentTreeBreadcrumb = ({ path, levelHref }: TProps) => {
  const { t } = useTranslation();
  const crumbs = [{ id: null as number | null, account: t('agents.tree.top') }, ...path];
  return (
    <nav aria-label={t('agents.tree.breadcrumb')} data-testid="agent-breadcrumb">
      <Breadcrumbs separator="›" separatorMargin={6} className="ol-breadcrumb">
        {crumbs.map((c, i) =>
          i === crumbs.length - 1 ? (
            <Text
              key={c.id ?? 'top'}
              size="sm"
              fw={600}
              aria-current="page"
              data-testid="agent-breadcrumb-current"
            >
              {c.account}
            </Text>
          ) : (
            <Anchor
              key={c.id ?? 'top'}
              component={Link}
              to={levelHref(c.id)}
              size="sm"
              data-testid={`agent-breadcrumb-${c.id ?? 'top'}`}
            >
              {c.account}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
};
