import { CloseButton, Loader, NavLink } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation.ts';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { SafeHtml } from '../../components/ui/safe-html.tsx';
import { paths } from '../../config/paths.ts';
import { useHelpCenter } from '../../features/content/api/get-help-center.ts';

/** Help centre: topics on the side, the chosen one (or the first) on the right; closing goes to /. */
const HelpCentre = ({ base }: { base: string }) => {
  const { t } = useTranslation();
  const { tag } = useParams();
  const navigate = useNavigate();
  const { data: topics, isPending } = useHelpCenter();
  const active = topics?.find((x) => x.tag === tag) ?? topics?.[0];
  return (
    <div className="ol-help" data-testid="help-centre">
      <aside className="ol-help-nav" aria-label={t('pages.help.title')}>
        <div className="ol-help-nav-title">{t('pages.help.title')}</div>
        {topics?.map((topic) => (
          <NavLink
            key={topic.tag}
            component={Link}
            to={`${base}/${encodeURIComponent(topic.tag)}`}
            label={topic.title}
            active={topic.tag === active?.tag}
            variant="light"
            data-testid={`help-nav-${topic.tag}`}
          />
        ))}
        {/* Not a topic: the way to ask what the topics do not answer. */}
        <NavLink
          component={Link}
          to={paths.feedback.getHref()}
          label={t('footer.feedback')}
          variant="subtle"
          data-testid="help-nav-feedback"
        />
      </aside>
      <article className="ol-help-body">
        <CloseButton
          className="ol-help-close"
          aria-label={t('common.close')}
          onClick={() => void navigate('/')}
          size="lg"
          data-testid="help-close"
        />
        {isPending && <Loader />}
        {active ? (
          <>
            <h1>{active.title}</h1>
            <SafeHtml html={active.content} />
          </>
        ) : (
          !isPending && <EmptyState title={t('pages.help.empty')} />
        )}
      </article>
    </div>
  );
};

/** /help and /help/:tag. */
export const HelpPage = () => (
  <div className="ol-page">
    <HelpCentre base="/help" />
  </div>
);

/** /helpmc: the help centre without header (embedded in apps). */
export const HelpBarePage = () => (
  <div className="ol-page ol-bare">
    <HelpCentre base="/help" />
  </div>
);
