import { FirmCredentials } from '../components/FirmCredentials.js';
import { RouteIntro } from '../components/PageIntro.js';
import { partLanguage, usePartLanguage } from '../components/language.js';
import { Prose } from '../components/Prose.js';
import { SiteImage } from '../components/SiteImage.js';
import { SiteLink } from '../components/SiteLink.js';
import { TeamMemberCard } from '../components/TeamMemberCard.js';
import { ToolCards } from '../components/ToolCards.js';
import type { PageDataFor } from '../../shared/page-data.js';

export function RichPage({ data }: { data: PageDataFor<'page'> }) {
  const { route, html, team } = data;
  const english = usePartLanguage(data);
  return (
    <>
      <RouteIntro data={data} withReviewed />
      {route.toolCards && data.toolCards && (
        <div className="section tool-cards-section">
          <div className="container">
            <ToolCards cards={data.toolCards} action={route.toolCards.action} actionLang={partLanguage(data, 'toolCards.action')} />
          </div>
        </div>
      )}
      <div className="section">
        <div className={`container${route.image ? ' split split-top' : ' narrow'}`}>
          <Prose html={html.body ?? ''} lang={partLanguage(data, 'body')} />
          {route.image && (
            <SiteImage
              src={route.image}
              alt={route.alt ?? ''}
              width={640}
              height={480}
              loading="priority"
              sizes="(min-width: 880px) 40vw, 100vw"
              lang={partLanguage(data, 'alt')}
            />
          )}
        </div>
      </div>
      {route.credentials && (
        <section className="section" aria-labelledby="credentials-heading">
          <div className="container narrow">
            <h2 id="credentials-heading" {...english('credentials')}>
              {route.credentials}
            </h2>
            <FirmCredentials className="firm-credentials firm-credentials-page" />
          </div>
        </section>
      )}
      {route.teamPreview && (
        <section className="section section-tinted" aria-labelledby="team-preview-heading">
          <div className="container">
            <h2 id="team-preview-heading" className="section-heading" {...english('teamPreview.heading')}>
              {route.teamPreview.heading}
            </h2>
            <ul className="team-grid">
              {team.slice(0, 5).map((member) => (
                <TeamMemberCard key={member.name} member={member} />
              ))}
            </ul>
            <p className="section-action">
              <SiteLink href={route.teamPreview.link.link} className="button" {...english('teamPreview.link')}>
                {route.teamPreview.link.label}
              </SiteLink>
            </p>
          </div>
        </section>
      )}
    </>
  );
}
