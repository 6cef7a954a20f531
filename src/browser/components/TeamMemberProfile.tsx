import type { TeamMember } from '../../generated/manifest-types.gen.js';
import { bioParagraphs, memberAnchor, postNominals } from '../../shared/team.js';
import { fillText } from '../../shared/fill-text.js';
import { useSiteLayout } from '../app/site-layout.js';
import { SocialIcon, socialName } from './SocialIcon.js';
import { TeamPortrait } from './TeamPortrait.js';
import { languageOf } from './language.js';

/**
 * One professional on the team page. Its id is the anchor the page's Person JSON-LD names (`/Our-Team#partner-tax`),
 * so a profile can be linked to directly.
 */
/** `lang`: the profile's language when it is not the page's (a member whose words are not translated yet). */
export function TeamMemberProfile({ member, lang }: { member: TeamMember; lang?: string }) {
  const layout = useSiteLayout();
  const { strings } = layout;
  // The member's own words (role, qualifications, biography); the labels around them are the page's.
  const words = languageOf(lang, layout);
  const anchor = memberAnchor(member);
  const letters = postNominals(member);
  const qualifications = member.qualifications ?? [];
  return (
    <li className="team-profile" id={anchor}>
      <article aria-labelledby={`${anchor}-name`}>
        <header className="team-profile-header">
          <TeamPortrait member={member} lang={lang} />
          <div>
            <h2 className="team-member-name" id={`${anchor}-name`}>
              {member.name}
            </h2>
            {letters && <p className="team-post-nominals">{letters}</p>}
            <p className="team-role" {...words}>
              {member.role}
            </p>
          </div>
        </header>
        {qualifications.length > 0 && (
          <>
            <h3 className="team-label" id={`${anchor}-qualifications`}>
              {strings.qualifications}
            </h3>
            <ul className="team-qualifications" aria-labelledby={`${anchor}-qualifications`} {...words}>
              {qualifications.map((qualification) => (
                <li key={qualification.abbreviation}>
                  {qualification.name} ({qualification.abbreviation})
                </li>
              ))}
            </ul>
          </>
        )}
        <div className="team-bio" {...words}>
          {bioParagraphs(member.bio).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        {member.linkedin && (
          <p className="team-linkedin">
            <a href={member.linkedin} target="_blank" rel="noopener noreferrer">
              <SocialIcon network="linkedin" />
              {fillText(strings.onNetwork, { name: member.name, network: socialName('linkedin') })}
              <span className="visually-hidden"> {strings.opensInNewTab}</span>
            </a>
          </p>
        )}
      </article>
    </li>
  );
}
