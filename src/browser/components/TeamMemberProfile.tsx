import type { TeamMember } from '../../generated/manifest-types.gen';
import { bioParagraphs, memberAnchor, postNominals } from '../../shared/team';
import { fillText } from '../../shared/fill-text';
import { useSiteLayout } from '../app/site-layout';
import { SocialIcon, socialName } from './SocialIcon';
import { TeamPortrait } from './TeamPortrait';

/**
 * One professional on the team page. Its id is the anchor the page's Person JSON-LD names (`/Our-Team#partner-tax`),
 * so a profile can be linked to directly.
 */
export function TeamMemberProfile({ member }: { member: TeamMember }) {
  const { strings } = useSiteLayout();
  const anchor = memberAnchor(member);
  const letters = postNominals(member);
  const qualifications = member.qualifications ?? [];
  return (
    <li className="team-profile" id={anchor}>
      <article aria-labelledby={`${anchor}-name`}>
        <header className="team-profile-header">
          <TeamPortrait member={member} />
          <div>
            <h2 className="team-member-name" id={`${anchor}-name`}>
              {member.name}
            </h2>
            {letters && <p className="team-post-nominals">{letters}</p>}
            <p className="team-role">{member.role}</p>
          </div>
        </header>
        {qualifications.length > 0 && (
          <>
            <h3 className="team-label" id={`${anchor}-qualifications`}>
              {strings.qualifications}
            </h3>
            <ul className="team-qualifications" aria-labelledby={`${anchor}-qualifications`}>
              {qualifications.map((qualification) => (
                <li key={qualification.abbreviation}>
                  {qualification.name} ({qualification.abbreviation})
                </li>
              ))}
            </ul>
          </>
        )}
        <div className="team-bio">
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
