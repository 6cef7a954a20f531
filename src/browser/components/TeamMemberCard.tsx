import type { TeamMember } from '../../generated/manifest-types.gen.js';
import { postNominals } from '../../shared/team.js';
import { useSiteLayout } from '../app/site-layout.js';
import { languageOf } from './language.js';
import { TeamPortrait } from './TeamPortrait.js';

/**
 * A member as the About Us preview shows them: portrait, name, letters after the name and role. The biography
 * belongs to the team page (TeamMemberProfile), which the preview links to.
 */
export function TeamMemberCard({ member }: { member: Omit<TeamMember, 'bio'> & { lang?: string } }) {
  const letters = postNominals(member);
  const words = languageOf(member.lang, useSiteLayout());
  return (
    <li className="team-member">
      <TeamPortrait member={member} lang={member.lang} />
      <h3 className="team-member-name">{member.name}</h3>
      {letters && <p className="team-post-nominals">{letters}</p>}
      <p className="team-role" {...words}>
        {member.role}
      </p>
    </li>
  );
}
